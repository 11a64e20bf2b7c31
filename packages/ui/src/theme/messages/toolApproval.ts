import { formatNumber } from '../../shared/formatNumber';

/** A request to approve an agent's call (ToolApproval, ToolApprovalList). */
export const toolApprovalMessages = {
  /** The card's accessible name: "Approval request: Create task in Acme Tasks". */
  label: (tool: string, app: string) => `Approval request: ${tool} in ${app}`,
  /** Above the tool's name; with the account's alias when it has one: "An assistant wants to use Acme Tasks (Work)". */
  asks: (app: string, account: string | null) => `An assistant wants to use ${account ? `${app} (${account})` : app}`,
  /** The kind of action, from the tool's hints; `other` when it has none of them. */
  kind: {
    reads: 'Reads',
    creates: 'Creates',
    updates: 'Updates',
    deletes: 'Deletes',
    other: 'Acts',
  },
  /**
   * What the call would change, named as the app knows it, under the tool's
   * name: "Deletes the task “Write report”". `resource` is the service's noun
   * for the record (`task`); `label` is null when the app could not find it.
   */
  target: (kind: 'reads' | 'creates' | 'updates' | 'deletes' | 'other', resource: string, label: string | null, app: string) => {
    if (label === null) return `It names a ${resource} that ${app} could not find.`;
    const verb = { reads: 'Reads', creates: 'Adds to', updates: 'Changes', deletes: 'Deletes', other: 'Uses' }[kind];
    return `${verb} the ${resource} “${label}”`;
  },
  /** A value that names a record, in the list of values: its name ("Task") over its label. */
  resourceName: (resource: string) => resource.charAt(0).toUpperCase() + resource.slice(1),
  /** That value when the app could not find the record. */
  notFound: (app: string) => `Not found in ${app}`,
  /** The accessible name of the list of arguments. */
  argumentsLabel: 'Values it would use',
  noArguments: 'It takes no values.',
  yes: 'Yes',
  no: 'No',
  /** An argument set to null. */
  none: 'None',
  /** A list with no items. */
  emptyList: 'None',
  /** The last item of a long list. */
  moreItems: (count: number, locale: string) => `and ${formatNumber(count, locale)} more`,
  /** Dates, times and numbers in the active language (`locale`). */
  date: (value: Date, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(value),
  dateTime: (value: Date, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(value),
  number: (value: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(value),
  showMore: 'Show more',
  showLess: 'Show less',
  showJson: 'Show as JSON',
  approve: 'Approve',
  deny: 'Deny',
  edit: 'Edit',
  /** Edit's form could not be fetched (its code loads on demand): offline, or the app was updated. */
  editFailed: 'The form to edit the values could not be loaded.',
  /** The form's submit when editing: approves with the edited values. */
  approveEdited: 'Approve with these values',
  reasonLabel: 'Reason (optional)',
  reasonHint: 'The assistant reads it.',
  confirmDeny: 'Deny request',
  approved: 'Approved',
  denied: 'Denied',
  expired: 'This request expired.',
  /** After an approval: what the call answered, in short. */
  ran: (app: string) => `${app} did it.`,
  runFailed: (app: string, why: string) => `${app} could not do it: ${why}`,
  /** A denial's reason as the service keeps it. */
  deniedBecause: (reason: string) => `Reason: ${reason}`,
  showResult: 'Show the result',
  /** Read out when an answer lands. */
  approvedAnnouncement: (tool: string) => `Approved: ${tool}.`,
  deniedAnnouncement: (tool: string) => `Denied: ${tool}.`,
  expiredAnnouncement: (tool: string) => `The request for ${tool} expired.`,
  /** ToolApprovalList. */
  listLabel: 'Approval requests',
  listEmpty: 'No requests are waiting for you.',
};
