export * from './common';
export * from './content';
export * from './jobs';
export * from './misc';
export * from './people';
export * from './preferences';
export * from './news';
export * from './submissions';
export * from './notes';
export * from './replies';
export * from './replyTemplates';
import type { ContactMessage, InvestorRequest, JobApplication } from './submissions';
import type { JobListing } from './jobs';
import type { NewsArticle } from './news';
import type { AdminUser } from './misc';

/** Response bodies, keyed as SPEC section 7 names them. */
export interface NewsListResponse {
  articles: NewsArticle[];
}
export interface NewsArticleResponse {
  article: NewsArticle;
}
export interface JobListingsResponse {
  jobListings: JobListing[];
  /** Days an application is kept (the server's APPLICATION_RETENTION_DAYS). */
  applicationRetentionDays?: number;
  /** Days a rejected application is kept after the decision (REJECTED_RETENTION_DAYS). */
  rejectedRetentionDays?: number;
}
export interface JobListingResponse {
  jobListing: JobListing;
}
export interface ApplicationsResponse {
  applications: JobApplication[];
}
export interface MessagesResponse {
  messages: ContactMessage[];
}
export interface RequestsResponse {
  requests: InvestorRequest[];
}
export interface UserResponse {
  user: AdminUser;
}
export * from './notifications';
export * from './privacy';
export * from './overview';
export * from './board';
export * from './translation';
export * from './answers';
