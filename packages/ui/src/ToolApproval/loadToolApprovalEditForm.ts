type EditFormModule = typeof import('./ToolApprovalEditForm');
export type EditFormComponent = EditFormModule['ToolApprovalEditForm'];

let pending: Promise<EditFormComponent> | null = null;
let loaded: EditFormComponent | null = null;

/**
 * Edit's form (ToolForm, its form engine and the service's validator) is a
 * chunk of its own in an app's bundle: most answers are Approve or Deny, so it
 * is fetched when the user reaches for Edit (hover, focus or press).
 */
export function loadToolApprovalEditForm(): Promise<EditFormComponent> {
  return (pending ??= import('./ToolApprovalEditForm').then(
    (module) => (loaded = module.ToolApprovalEditForm),
    (error: unknown) => {
      pending = null; // fetched again on the next try (e.g. back online)
      throw error;
    },
  ));
}

/** The form once its chunk is here, so a card opens it at once without a busy state. */
export function loadedToolApprovalEditForm(): EditFormComponent | null {
  return loaded;
}
