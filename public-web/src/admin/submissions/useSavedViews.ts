import { SAVED_VIEWS, type SavedView, type SubmissionSort } from '@vb/shared/schemas';
import type { SubmissionKind } from '@vb/shared/status';
import { useAdminToast } from '../context';
import { useAdminPreferences, useSavePreferences } from '../queries';
import type { SubmissionFilters } from './filters';

/**
 * A list's saved views (kept in the person's preferences): those of this kind, saving the list's
 * filters and order under a name (replacing a view of that name), deleting one, and applying one
 * (`apply` sets the list's filters and order; a status outside the kind's set is left out).
 */
export function useSavedViews({
  kind,
  statuses,
  filters,
  sort,
  apply,
}: {
  kind: SubmissionKind;
  statuses: readonly string[];
  filters: SubmissionFilters;
  sort: SubmissionSort;
  apply(filters: SubmissionFilters, sort: SubmissionSort): void;
}) {
  const toast = useAdminToast();
  const preferences = useAdminPreferences();
  const savePreferences = useSavePreferences();
  const views = (preferences.data?.savedViews ?? []).filter((v) => v.kind === kind);

  function applyView(view: SavedView) {
    apply(
      {
        search: view.q,
        status: view.status && statuses.includes(view.status) ? view.status : null,
        from: view.from,
        to: view.to,
        assignee: view.assignee ?? null,
        archived: view.archived ?? false,
      },
      view.sort,
    );
  }

  async function saveView(name: string): Promise<boolean> {
    const all = preferences.data?.savedViews ?? [];
    const replacing = all.some((v) => v.kind === kind && v.name === name);
    if (!replacing && all.length >= SAVED_VIEWS.max) {
      toast('error', 'admin.toast.errorTitle', 'admin.views.full', {
        count: String(SAVED_VIEWS.max),
      });
      return false;
    }
    const view: SavedView = {
      name,
      kind,
      q: filters.search.trim(),
      status: filters.status,
      from: filters.from,
      to: filters.to,
      sort,
      ...(filters.assignee ? { assignee: filters.assignee } : {}),
      ...(filters.archived ? { archived: true } : {}),
    };
    const saved = await savePreferences((current) => {
      const kept = current.savedViews ?? [];
      const at = kept.findIndex((v) => v.kind === kind && v.name === name);
      return {
        ...current,
        savedViews: at >= 0 ? kept.map((v, i) => (i === at ? view : v)) : [...kept, view],
      };
    });
    if (saved)
      toast(
        'success',
        'admin.views.saved',
        replacing ? 'admin.views.replaced' : 'admin.views.savedText',
        { name },
      );
    return saved;
  }

  function deleteView(view: SavedView) {
    void savePreferences((current) => ({
      ...current,
      savedViews: (current.savedViews ?? []).filter(
        (v) => !(v.kind === view.kind && v.name === view.name),
      ),
    }));
  }

  return { views, applyView, saveView, deleteView };
}
