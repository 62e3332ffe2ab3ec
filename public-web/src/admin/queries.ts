import { useQuery } from '@tanstack/react-query';
import { useAdmin } from './context';

/** Query keys of the admin lists; mutations update these caches locally on success. */
export const adminKeys = {
  me: ['admin', 'me'] as const,
  applications: ['admin', 'applications'] as const,
  contact: ['admin', 'contact-messages'] as const,
  investors: ['admin', 'investor-requests'] as const,
  listings: ['admin', 'job-listings'] as const,
  news: ['admin', 'news'] as const,
};

export function useApplications() {
  const { client } = useAdmin();
  return useQuery({
    queryKey: adminKeys.applications,
    queryFn: async () => (await client.list('applications')).applications,
  });
}

export function useContactMessages() {
  const { client } = useAdmin();
  return useQuery({
    queryKey: adminKeys.contact,
    queryFn: async () => (await client.list('contact-messages')).messages,
  });
}

export function useInvestorRequests() {
  const { client } = useAdmin();
  return useQuery({
    queryKey: adminKeys.investors,
    queryFn: async () => (await client.list('investor-requests')).requests,
  });
}

export function useAdminJobListings() {
  const { client } = useAdmin();
  return useQuery({ queryKey: adminKeys.listings, queryFn: () => client.jobListings() });
}

export function useAdminArticles() {
  const { client } = useAdmin();
  return useQuery({ queryKey: adminKeys.news, queryFn: () => client.articles() });
}
