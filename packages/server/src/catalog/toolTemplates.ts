/**
 * Tool (action) templates per category, keyed by the seed category code.
 * One tool per line: `ACTION|description`; `{app}` is replaced by the toolkit name
 * and the display name is derived from ACTION. The tool slug becomes
 * `<TOOLKIT_SLUG>_<ACTION>`.
 */
const TOOL_TABLE = `
@dev
CREATE_ISSUE|Opens a new issue in a {app} project with a title, body and optional labels.
LIST_REPOSITORIES|Lists repositories the connected {app} account can access.
GET_REPOSITORY|Fetches metadata for a single repository, including its default branch.
CREATE_PULL_REQUEST|Opens a pull request between two branches in {app}.
LIST_PULL_REQUESTS|Lists open or recently closed pull requests, newest first.
ADD_COMMENT|Posts a comment on an issue or pull request in {app}.
LIST_COMMITS|Lists commits on a branch, optionally filtered by author or path.
TRIGGER_BUILD|Starts a new pipeline or build run in {app} for a given ref.
GET_BUILD_STATUS|Returns the status and duration of a pipeline or build run.
CREATE_RELEASE|Publishes a tagged release with release notes.
SEARCH_CODE|Searches code across repositories visible to the account.
LIST_DEPLOYMENTS|Lists recent deployments and their environments.
@com
SEND_MESSAGE|Sends a message to a {app} channel or conversation.
LIST_CHANNELS|Lists channels or groups the connected account belongs to.
GET_CHANNEL_HISTORY|Fetches recent messages from a channel, newest first.
CREATE_CHANNEL|Creates a new public or private channel in {app}.
INVITE_TO_CHANNEL|Adds one or more members to a channel.
ADD_REACTION|Adds an emoji reaction to a message.
UPDATE_MESSAGE|Edits the text of a message previously sent by the account.
DELETE_MESSAGE|Deletes a message sent by the connected account.
SEND_DIRECT_MESSAGE|Sends a private message to a single user.
LIST_USERS|Lists members of the {app} workspace with their profile details.
SET_STATUS|Sets the status text and emoji of the connected user.
@crm
CREATE_CONTACT|Creates a contact record in {app} with name, email and phone.
UPDATE_CONTACT|Updates fields on an existing contact.
SEARCH_CONTACTS|Finds contacts by email, name or custom field value.
CREATE_COMPANY|Creates a company or account record in {app}.
CREATE_DEAL|Creates a deal or opportunity in a pipeline stage.
UPDATE_DEAL_STAGE|Moves a deal to another stage of its pipeline.
LIST_PIPELINES|Lists sales pipelines and their stages.
ADD_NOTE|Attaches a note to a contact, company or deal.
LOG_ACTIVITY|Logs a call, meeting or email against a record.
GET_CONTACT|Retrieves a single contact with its associated records.
LIST_OWNERS|Lists users who can own records in {app}.
@sal
ADD_PROSPECT|Adds a prospect to {app} with their company and title.
ENROLL_IN_SEQUENCE|Enrols a prospect in an outreach sequence or cadence.
REMOVE_FROM_SEQUENCE|Stops a prospect's active sequence.
LIST_SEQUENCES|Lists sequences with their step counts and status.
ENRICH_PERSON|Looks up firmographic and contact data for a person by email.
ENRICH_COMPANY|Looks up company details such as size, industry and domain.
FIND_EMAIL|Finds the most likely work email for a name and company domain.
LOG_CALL|Records an outbound call with outcome and notes.
LIST_MEETINGS|Lists booked meetings for the connected rep.
@mkt
ADD_SUBSCRIBER|Adds or updates a subscriber on a {app} list or audience.
REMOVE_SUBSCRIBER|Unsubscribes a contact from a list.
LIST_AUDIENCES|Lists audiences, lists or segments in the account.
CREATE_CAMPAIGN|Creates a draft campaign with subject, content and audience.
SEND_CAMPAIGN|Sends or schedules a draft campaign.
GET_CAMPAIGN_REPORT|Returns opens, clicks and conversions for a campaign.
ADD_TAG|Applies a tag to a subscriber or contact.
LIST_CAMPAIGNS|Lists recent campaigns and their delivery status.
CREATE_SEGMENT|Creates a segment from a set of filter conditions.
TRACK_EVENT|Records a custom event for a contact to drive automations.
@eml
SEND_EMAIL|Sends an email through {app} with optional attachments.
LIST_MESSAGES|Lists messages matching a search query, newest first.
GET_MESSAGE|Fetches a single message with headers and body.
CREATE_DRAFT|Saves a draft email without sending it.
REPLY_TO_THREAD|Replies within an existing email thread.
ADD_LABEL|Applies a label or folder to a message.
ARCHIVE_MESSAGE|Moves a message out of the inbox.
LIST_TEMPLATES|Lists stored email templates.
GET_DELIVERY_STATS|Returns delivery, bounce and complaint counts for a period.
@pro
CREATE_PAGE|Creates a new page or note in {app}.
SEARCH|Searches pages, notes and records the account can see.
APPEND_CONTENT|Appends blocks or text to an existing page.
GET_PAGE|Retrieves a page with its properties and content.
CREATE_TASK|Creates a to-do item with an optional due date.
COMPLETE_TASK|Marks a to-do item as done.
LIST_TASKS|Lists open to-do items, optionally filtered by project.
ADD_ROW|Adds a row to a table or sheet.
UPDATE_ROW|Updates cells in an existing row.
LIST_ROWS|Reads rows from a table or sheet with optional filters.
SHARE_ITEM|Shares a page or file with another user.
@pm
CREATE_TASK|Creates a task in a {app} project with assignee and due date.
UPDATE_TASK|Changes a task's title, status, assignee or due date.
LIST_TASKS|Lists tasks in a project, filtered by status or assignee.
GET_TASK|Retrieves a task with its subtasks and custom fields.
ADD_COMMENT|Adds a comment to a task.
CREATE_PROJECT|Creates a project, board or space.
LIST_PROJECTS|Lists projects the account can access.
MOVE_TASK|Moves a task to another column, list or section.
ASSIGN_TASK|Assigns a task to a team member.
CREATE_MILESTONE|Creates a milestone or sprint with a target date.
LOG_TIME|Logs time spent against a task.
@ana
RUN_REPORT|Runs a saved report in {app} and returns the rows.
QUERY_METRICS|Queries a metric over a date range with optional breakdowns.
TRACK_EVENT|Sends a custom event with properties to {app}.
IDENTIFY_USER|Sets traits on a user profile.
LIST_DASHBOARDS|Lists dashboards available to the account.
GET_DASHBOARD|Fetches a dashboard with its charts.
EXPORT_DATA|Starts an export of raw events for a date range.
LIST_COHORTS|Lists saved cohorts or segments.
GET_FUNNEL|Returns step-by-step conversion for a saved funnel.
@fin
CREATE_INVOICE|Creates a draft invoice in {app} with line items.
SEND_INVOICE|Emails an invoice to the customer.
LIST_INVOICES|Lists invoices filtered by status or customer.
CREATE_CUSTOMER|Creates a customer record for billing.
RECORD_PAYMENT|Records a payment against an invoice.
CREATE_EXPENSE|Records an expense with category and receipt.
LIST_ACCOUNTS|Lists ledger or bank accounts.
GET_BALANCE_SHEET|Returns the balance sheet for a given date.
GET_PROFIT_AND_LOSS|Returns the profit and loss report for a period.
CREATE_JOURNAL_ENTRY|Posts a manual journal entry.
LIST_TRANSACTIONS|Lists transactions for an account and date range.
@pay
CREATE_PAYMENT|Creates a payment or charge through {app}.
REFUND_PAYMENT|Refunds a payment in full or in part.
LIST_PAYMENTS|Lists recent payments with their status.
GET_PAYMENT|Retrieves a single payment and its fees.
CREATE_CUSTOMER|Creates a customer for saved payment methods.
CREATE_SUBSCRIPTION|Starts a recurring subscription on a price or plan.
CANCEL_SUBSCRIPTION|Cancels a subscription now or at period end.
CREATE_PAYMENT_LINK|Creates a hosted payment link for a product.
LIST_PAYOUTS|Lists payouts to the connected bank account.
GET_BALANCE|Returns the available and pending balance.
@ecm
LIST_ORDERS|Lists orders in the {app} store, newest first.
GET_ORDER|Retrieves an order with its line items and shipping address.
CREATE_PRODUCT|Creates a product with variants and pricing.
UPDATE_PRODUCT|Updates a product's title, price or description.
UPDATE_INVENTORY|Sets the available quantity for a product variant.
FULFILL_ORDER|Marks an order as fulfilled with tracking details.
LIST_CUSTOMERS|Lists store customers with their order counts.
CREATE_DISCOUNT|Creates a discount code.
CANCEL_ORDER|Cancels an order and optionally restocks items.
CREATE_SHIPMENT|Creates a shipment and returns the label.
GET_TRACKING|Returns tracking events for a shipment.
@sup
CREATE_TICKET|Creates a support ticket in {app}.
UPDATE_TICKET|Changes a ticket's status, priority or assignee.
LIST_TICKETS|Lists tickets filtered by status or requester.
GET_TICKET|Retrieves a ticket with its conversation history.
REPLY_TO_TICKET|Sends a public reply or internal note on a ticket.
ASSIGN_TICKET|Assigns a ticket to an agent or group.
SEARCH_ARTICLES|Searches help centre articles.
CREATE_ARTICLE|Publishes a knowledge base article.
LIST_AGENTS|Lists support agents and their availability.
MERGE_TICKETS|Merges duplicate tickets into one.
@hr
LIST_EMPLOYEES|Lists employees with department and job title.
GET_EMPLOYEE|Retrieves an employee profile.
CREATE_EMPLOYEE|Adds a new hire to {app}.
REQUEST_TIME_OFF|Submits a time-off request for an employee.
LIST_TIME_OFF|Lists approved and pending time-off requests.
LIST_JOBS|Lists open job postings.
CREATE_CANDIDATE|Adds a candidate to a job's pipeline.
MOVE_CANDIDATE_STAGE|Advances a candidate to the next interview stage.
SCHEDULE_INTERVIEW|Schedules an interview with a candidate.
LIST_DEPARTMENTS|Lists departments and teams.
@sto
UPLOAD_FILE|Uploads a file to a folder in {app}.
DOWNLOAD_FILE|Downloads the contents of a file.
LIST_FILES|Lists files and folders within a folder.
CREATE_FOLDER|Creates a new folder.
MOVE_FILE|Moves or renames a file.
DELETE_FILE|Moves a file to the trash.
SHARE_FILE|Creates a sharing link or grants access to a user.
SEARCH_FILES|Searches files by name and content.
GET_FILE_METADATA|Returns size, owner and modified time for a file.
@des
LIST_FILES|Lists design files or projects in {app}.
GET_FILE|Retrieves a design file's pages and frames.
EXPORT_IMAGE|Exports a frame or asset as PNG, SVG or PDF.
ADD_COMMENT|Leaves a comment on a design.
LIST_COMMENTS|Lists comments on a design file.
CREATE_DESIGN|Creates a new design from a template.
LIST_COMPONENTS|Lists published components in a library.
UPLOAD_ASSET|Uploads an image or asset to the workspace.
SEARCH_ASSETS|Searches images, icons or templates.
@ai
GENERATE_TEXT|Generates a completion from a prompt using {app}.
CHAT_COMPLETION|Runs a multi-turn chat completion.
CREATE_EMBEDDING|Creates vector embeddings for input text.
GENERATE_IMAGE|Generates an image from a text prompt.
TRANSCRIBE_AUDIO|Transcribes an audio file to text.
LIST_MODELS|Lists models available to the account.
SUMMARIZE|Summarises a long document into key points.
CLASSIFY_TEXT|Classifies text into the supplied labels.
UPSERT_VECTORS|Inserts or updates vectors in an index.
QUERY_VECTORS|Finds the nearest vectors to a query embedding.
SEARCH_WEB|Searches the web and returns cleaned results.
@soc
CREATE_POST|Publishes a post to the connected {app} profile or page.
DELETE_POST|Deletes a post.
LIST_POSTS|Lists recent posts with engagement counts.
GET_PROFILE|Returns the connected profile's public details.
REPLY_TO_COMMENT|Replies to a comment on a post.
LIST_FOLLOWERS|Lists followers of the connected account.
SEARCH_POSTS|Searches public posts by keyword or hashtag.
GET_POST_INSIGHTS|Returns reach and engagement metrics for a post.
UPLOAD_MEDIA|Uploads an image or video for use in a post.
SCHEDULE_POST|Schedules a post for a future time.
@cld
LIST_INSTANCES|Lists compute instances or services in {app}.
CREATE_INSTANCE|Provisions a new instance or service.
RESTART_INSTANCE|Restarts an instance.
DELETE_INSTANCE|Destroys an instance.
LIST_DOMAINS|Lists domains and DNS zones.
CREATE_DNS_RECORD|Adds a DNS record to a zone.
PURGE_CACHE|Purges cached content for URLs or tags.
GET_USAGE|Returns usage and cost for the current billing period.
LIST_DEPLOYMENTS|Lists recent deployments and their status.
SET_ENV_VAR|Sets an environment variable on a service.
@db
RUN_QUERY|Runs a read-only query against {app} and returns the rows.
LIST_TABLES|Lists tables or collections in a database.
DESCRIBE_TABLE|Returns the columns and types of a table.
INSERT_ROWS|Inserts rows or documents.
UPDATE_ROWS|Updates rows that match a filter.
LIST_DATABASES|Lists databases or projects in the account.
CREATE_BRANCH|Creates a database branch or snapshot.
TRIGGER_SYNC|Starts a sync or pipeline run.
GET_SYNC_STATUS|Returns the status of a sync or pipeline run.
@sch
CREATE_EVENT|Creates a calendar event with attendees.
UPDATE_EVENT|Reschedules or edits an event.
DELETE_EVENT|Cancels an event and notifies attendees.
LIST_EVENTS|Lists events in a time window.
FIND_FREE_SLOTS|Finds times when all attendees are free.
LIST_EVENT_TYPES|Lists bookable meeting types.
CREATE_BOOKING_LINK|Creates a single-use booking link.
CANCEL_BOOKING|Cancels a booking with a reason.
LIST_BOOKINGS|Lists upcoming bookings.
@doc
CREATE_DOCUMENT|Creates a document from a template in {app}.
SEND_FOR_SIGNATURE|Sends a document to recipients for signing.
GET_DOCUMENT_STATUS|Returns who has viewed and signed a document.
DOWNLOAD_DOCUMENT|Downloads the completed document as PDF.
LIST_TEMPLATES|Lists document templates.
VOID_DOCUMENT|Voids a document that is out for signature.
CONVERT_FILE|Converts a file to another format.
EXTRACT_DATA|Extracts fields and tables from an uploaded document.
SEND_REMINDER|Reminds recipients who have not yet signed.
@sec
LIST_USERS|Lists users in the {app} directory.
GET_USER|Retrieves a user with their groups and factors.
CREATE_USER|Creates a user account.
SUSPEND_USER|Suspends a user's access.
ADD_USER_TO_GROUP|Adds a user to a group.
LIST_ALERTS|Lists security alerts or findings.
RESOLVE_ALERT|Marks an alert as resolved with a note.
SCAN_URL|Checks a URL or file hash against threat intelligence.
LIST_DEVICES|Lists managed devices and their compliance status.
GET_SECRET|Reads a secret value from a vault path.
@mon
LIST_MONITORS|Lists monitors or checks in {app}.
CREATE_MONITOR|Creates a monitor with thresholds.
MUTE_MONITOR|Silences a monitor for a period.
QUERY_METRICS|Queries a time series over a range.
SEARCH_LOGS|Searches logs with a query string.
CREATE_INCIDENT|Opens an incident and pages responders.
ACKNOWLEDGE_INCIDENT|Acknowledges an incident.
RESOLVE_INCIDENT|Resolves an incident.
LIST_INCIDENTS|Lists open and recent incidents.
GET_ON_CALL|Returns who is on call for a schedule.
@edu
LIST_COURSES|Lists courses in {app}.
GET_COURSE|Retrieves a course with its modules.
ENROLL_USER|Enrols a learner in a course.
LIST_ENROLLMENTS|Lists enrolments for a course or learner.
CREATE_ASSIGNMENT|Creates an assignment with a due date.
LIST_SUBMISSIONS|Lists submissions for an assignment.
GRADE_SUBMISSION|Records a grade and feedback.
POST_ANNOUNCEMENT|Posts an announcement to a class.
GET_PROGRESS|Returns a learner's completion progress.
SEARCH|Searches articles, books or records.
@frm
LIST_FORMS|Lists forms or surveys in {app}.
GET_FORM|Retrieves a form with its questions.
LIST_RESPONSES|Lists submissions for a form.
GET_RESPONSE|Retrieves a single submission.
CREATE_FORM|Creates a form from a list of questions.
DELETE_RESPONSE|Deletes a submission.
GET_SUMMARY|Returns aggregated results for each question.
@vid
CREATE_MEETING|Schedules a video meeting and returns the join link.
LIST_MEETINGS|Lists upcoming and past meetings.
GET_RECORDING|Retrieves recording files for a meeting.
LIST_RECORDINGS|Lists cloud recordings.
UPLOAD_VIDEO|Uploads a video from a URL.
GET_VIDEO|Retrieves a video's metadata and playback URLs.
LIST_VIDEOS|Lists videos in the library.
GET_TRANSCRIPT|Returns the transcript for a recording or video.
DELETE_VIDEO|Deletes a video.
@aut
RUN_WORKFLOW|Triggers a workflow or scenario run in {app}.
LIST_WORKFLOWS|Lists workflows with their enabled state.
ENABLE_WORKFLOW|Turns a workflow on.
DISABLE_WORKFLOW|Turns a workflow off.
GET_RUN|Retrieves the status and output of a run.
LIST_RUNS|Lists recent runs for a workflow.
SEND_WEBHOOK|Sends a JSON payload to a URL.
CALL_DEVICE|Sends a command to a connected device.
`;

export interface ToolTemplate {
  action: string;
  description: string;
}

export function parseToolTable(table: string): Map<string, ToolTemplate[]> {
  const byCode = new Map<string, ToolTemplate[]>();
  let current: ToolTemplate[] | undefined;
  for (const raw of table.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('@')) {
      current = [];
      byCode.set(line.slice(1), current);
      continue;
    }
    const bar = line.indexOf('|');
    if (!current || bar < 0) throw new Error(`Malformed tool template line: ${line}`);
    current.push({ action: line.slice(0, bar), description: line.slice(bar + 1) });
  }
  return byCode;
}

export const TOOL_TEMPLATES: ReadonlyMap<string, readonly ToolTemplate[]> = parseToolTable(TOOL_TABLE);

/** Read tools for public-data (NO_AUTH) toolkits, whose category templates mostly need an account. */
export const GENERIC_READ_TOOLS: readonly ToolTemplate[] = [
  { action: 'SEARCH', description: 'Searches {app} and returns matching records.' },
  { action: 'GET_ITEM', description: 'Fetches a single record from {app} by its identifier.' },
  { action: 'LIST_ITEMS', description: 'Lists recent records from {app} with pagination.' },
  { action: 'GET_LATEST', description: 'Returns the most recently published entries from {app}.' },
];
