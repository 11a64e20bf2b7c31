import type { FieldDescriptor } from './catalog';

/**
 * Trigger type templates per category code. One trigger per line:
 *   KEY|Name|webhook or poll|description|config|payload
 * config: `;`-separated `name:type[!][=default]:description`, type one of
 *   string, number, boolean, enum(a/b/c); `!` marks the field required.
 * payload: `,`-separated `name:type`, type string/number/boolean or
 *   object(prop[:type], ...) where a bare prop is a string.
 * Poll triggers get an `interval_minutes` config field automatically.
 */
const TRIGGER_TABLE = `
@dev
COMMIT_EVENT|New commit|webhook|Fires when commits are pushed to a branch of a watched repository.|repository:string!:Repository in owner/name form;branch:string:Only fire for this branch (all branches when empty)|sha:string,message:string,author:object(name,email),branch:string,pushed_at:string
ISSUE_OPENED|Issue opened|webhook|Fires when a new issue is opened.|repository:string!:Repository in owner/name form;label:string:Only fire for issues carrying this label;include_bots:boolean=false:Also fire for issues opened by bots|issue_id:string,number:number,title:string,author:object(id,login),created_at:string
PULL_REQUEST_EVENT|Pull request activity|webhook|Fires when a pull request is opened, merged or closed.|repository:string!:Repository in owner/name form;action:enum(opened/merged/closed/any)=any:Which pull request action to listen for|number:number,title:string,action:string,merged:boolean,author:object(id,login),updated_at:string
BUILD_FAILED|Build failed|poll|Emits an event when a pipeline or build run finishes with a failure.|project:string!:Project or pipeline identifier;branch:string:Only watch this branch|run_id:string,status:string,duration_seconds:number,branch:string,finished_at:string
@com
NEW_MESSAGE|New message|webhook|Fires when a message is posted in a channel the account can read.|channel:string!:Channel ID or name to watch;include_bots:boolean=false:Also fire for messages sent by bots|message_id:string,text:string,author:object(id,name),sent_at:string
MENTION_RECEIVED|Mention received|webhook|Fires when the connected user is mentioned in a message.|channel:string:Limit to one channel (all channels when empty)|message_id:string,text:string,channel:string,author:object(id,name),sent_at:string
REACTION_ADDED|Reaction added|webhook|Fires when someone reacts to a message.|channel:string!:Channel ID or name to watch;emoji:string:Only fire for this emoji name|message_id:string,emoji:string,user:object(id,name),reacted_at:string
NEW_CHANNEL|Channel created|poll|Emits an event when a new channel appears in the workspace.|visibility:enum(public/private/any)=public:Which channels to report|channel_id:string,name:string,is_private:boolean,created_at:string
@crm
NEW_CONTACT|New contact|webhook|Fires when a contact is created.|lifecycle_stage:enum(subscriber/lead/opportunity/customer/any)=any:Only fire for contacts in this lifecycle stage;owner_id:string:Only fire for contacts owned by this user|contact_id:string,email:string,name:string,lifecycle_stage:string,owner:object(id,name),created_at:string
DEAL_STAGE_CHANGED|Deal stage changed|webhook|Fires when a deal moves to another pipeline stage.|pipeline_id:string!:Pipeline to watch;stage:string:Only fire when deals enter this stage|deal_id:string,name:string,amount:number,previous_stage:string,stage:string,changed_at:string
DEAL_WON|Deal won|poll|Emits an event when a deal is marked as won.|pipeline_id:string:Pipeline to watch (all when empty);min_amount:number:Ignore deals below this amount|deal_id:string,name:string,amount:number,currency:string,owner:object(id,name),won_at:string
NEW_COMPANY|New company|poll|Emits an event when a company or account record is created.|industry:string:Only report companies in this industry|company_id:string,name:string,domain:string,employee_count:number,created_at:string
@sal
PROSPECT_REPLIED|Prospect replied|webhook|Fires when a prospect replies to a sequence email.|sequence_id:string:Only fire for this sequence;sentiment:enum(positive/neutral/negative/any)=any:Filter by detected reply sentiment|prospect_id:string,email:string,sequence_id:string,reply_text:string,replied_at:string
MEETING_BOOKED|Meeting booked|webhook|Fires when a prospect books a meeting.|owner_id:string:Only fire for meetings owned by this rep|meeting_id:string,prospect:object(id,email,name),starts_at:string,owner_id:string
SEQUENCE_COMPLETED|Sequence finished|poll|Emits an event when a prospect completes all steps of a sequence.|sequence_id:string!:Sequence to watch|prospect_id:string,sequence_id:string,steps_completed:number,finished_at:string
@mkt
NEW_SUBSCRIBER|New subscriber|webhook|Fires when someone subscribes to a list or audience.|list_id:string!:List or audience to watch;double_opt_in_only:boolean=false:Only fire once the subscriber confirms|subscriber_id:string,email:string,list_id:string,merge_fields:object(first_name,last_name),subscribed_at:string
UNSUBSCRIBED|Subscriber unsubscribed|webhook|Fires when a subscriber opts out.|list_id:string!:List or audience to watch|subscriber_id:string,email:string,reason:string,unsubscribed_at:string
CAMPAIGN_SENT|Campaign sent|poll|Emits an event after a campaign finishes sending.|campaign_type:enum(regular/automated/ab_test/any)=any:Kind of campaign to report|campaign_id:string,subject:string,recipients:number,sent_at:string
LINK_CLICKED|Link clicked|webhook|Fires when a recipient clicks a tracked link.|campaign_id:string:Only fire for this campaign;unique_only:boolean=true:Ignore repeat clicks by the same recipient|email:string,url:string,campaign_id:string,clicked_at:string
@eml
NEW_EMAIL|New email|poll|Emits an event for each new email that matches the query.|query:string:Search query, for example from:billing@example.com;label:string=INBOX:Folder or label to watch;include_spam:boolean=false:Also include messages in spam|message_id:string,thread_id:string,subject:string,from:object(name,email),snippet:string,received_at:string
EMAIL_BOUNCED|Email bounced|webhook|Fires when a sent message hard- or soft-bounces.|bounce_type:enum(hard/soft/any)=any:Which bounces to report|message_id:string,recipient:string,bounce_type:string,reason:string,bounced_at:string
EMAIL_OPENED|Email opened|webhook|Fires when a recipient opens a tracked email.|tag:string:Only fire for messages sent with this tag|message_id:string,recipient:string,user_agent:string,opened_at:string
@pro
PAGE_CREATED|Page created|poll|Emits an event when a page or note is created.|parent_id:string:Only watch pages under this parent|page_id:string,title:string,url:string,created_by:object(id,name),created_at:string
PAGE_UPDATED|Page updated|poll|Emits an event when a page's content or properties change.|parent_id:string!:Database or folder to watch|page_id:string,title:string,changed_properties:number,updated_at:string
ROW_ADDED|Row added|poll|Emits an event when a row is appended to a table or sheet.|table_id:string!:Table, sheet or database identifier;header_row:number=1:Row number that holds the column headers|row_id:string,row_number:number,values:object(column_a,column_b),added_at:string
TASK_DUE|Task due soon|poll|Emits an event when a to-do item is about to fall due.|hours_before:number!:How many hours before the due time to fire;project:string:Limit to one project|task_id:string,title:string,due_at:string,is_overdue:boolean
@pm
TASK_CREATED|Task created|webhook|Fires when a task is created in a project.|project:string!:Project, board or space to watch;priority:enum(low/normal/high/urgent)=normal:Minimum priority to report;include_subtasks:boolean=false:Also fire for subtasks|task_id:string,title:string,priority:string,assignee:object(id,name),created_at:string
TASK_COMPLETED|Task completed|webhook|Fires when a task is marked complete.|project:string!:Project, board or space to watch|task_id:string,title:string,completed_by:object(id,name),completed_at:string
TASK_STATUS_CHANGED|Task status changed|poll|Emits an event when a task moves to a different status or column.|project:string!:Project, board or space to watch;status:string:Only fire when tasks enter this status|task_id:string,title:string,previous_status:string,status:string,changed_at:string
COMMENT_ADDED|Comment added|webhook|Fires when someone comments on a task.|project:string:Project to watch (all when empty)|comment_id:string,task_id:string,text:string,author:object(id,name),created_at:string
@ana
METRIC_THRESHOLD|Metric threshold crossed|poll|Emits an event when a metric rises above or falls below a threshold.|metric:string!:Metric or event name;threshold:number!:Value to compare against;direction:enum(above/below)!:Fire when the metric goes above or below the threshold|metric:string,value:number,threshold:number,observed_at:string
NEW_EVENT|New tracked event|webhook|Fires when a matching event is ingested.|event_name:string!:Event name to match;sample_rate:number=1:Fraction of events to forward, between 0 and 1|event:string,distinct_id:string,properties:object(path,referrer),timestamp:string
REPORT_READY|Scheduled report ready|poll|Emits an event when a scheduled report has new results.|report_id:string!:Saved report to watch;granularity:enum(hour/day/week/month)=day:Reporting period|report_id:string,row_count:number,period_start:string,period_end:string
@fin
INVOICE_PAID|Invoice paid|webhook|Fires when an invoice is paid in full.|min_amount:number:Ignore invoices below this amount;currency:string:Only fire for this currency code|invoice_id:string,number:string,amount:number,currency:string,customer:object(id,name),paid_at:string
NEW_INVOICE|New invoice|poll|Emits an event when an invoice is created.|status:enum(draft/sent/any)=any:Which invoices to report|invoice_id:string,number:string,total:number,due_date:string,created_at:string
INVOICE_OVERDUE|Invoice overdue|poll|Emits an event when an invoice passes its due date unpaid.|days_overdue:number=1:Days past due before firing|invoice_id:string,amount_due:number,days_overdue:number,customer:object(id,name)
NEW_TRANSACTION|New transaction|poll|Emits an event for each new bank or ledger transaction.|account_id:string!:Account to watch;include_pending:boolean=false:Also report pending transactions|transaction_id:string,amount:number,description:string,pending:boolean,posted_at:string
@pay
PAYMENT_SUCCEEDED|Payment succeeded|webhook|Fires when a payment or charge succeeds.|livemode:boolean!:Listen to live-mode (true) or test-mode (false) events;min_amount:number:Ignore payments below this amount in minor units|payment_id:string,amount:number,currency:string,customer:object(id,email),created_at:string
PAYMENT_FAILED|Payment failed|webhook|Fires when a payment attempt fails.|livemode:boolean!:Listen to live-mode (true) or test-mode (false) events|payment_id:string,amount:number,failure_code:string,failure_message:string,created_at:string
SUBSCRIPTION_CHANGED|Subscription changed|webhook|Fires when a subscription is created, updated or cancelled.|event:enum(created/updated/cancelled/any)=any:Which change to listen for|subscription_id:string,status:string,plan:object(id,name),customer_id:string,changed_at:string
NEW_REFUND|New refund|poll|Emits an event when a refund is issued.|min_amount:number:Ignore refunds below this amount|refund_id:string,payment_id:string,amount:number,reason:string,created_at:string
@ecm
NEW_ORDER|New order|webhook|Fires when a customer places an order.|financial_status:enum(paid/pending/authorized/any)=any:Only fire for orders with this payment status;min_total:number:Ignore orders below this total|order_id:string,order_number:string,total:number,currency:string,customer:object(id,email,name),created_at:string
ORDER_FULFILLED|Order fulfilled|webhook|Fires when an order ships.|notify_customer_only:boolean=false:Only fire when the customer was notified|order_id:string,tracking_number:string,carrier:string,fulfilled_at:string
LOW_STOCK|Low stock|poll|Emits an event when a product's inventory drops below a threshold.|threshold:number!:Quantity at or below which to fire;location_id:string:Only watch one location|product_id:string,variant_id:string,sku:string,available:number,checked_at:string
NEW_CUSTOMER|New customer|poll|Emits an event when a customer account is created.|accepts_marketing:boolean:Only report customers who accept marketing|customer_id:string,email:string,name:string,orders_count:number,created_at:string
@sup
NEW_TICKET|New ticket|webhook|Fires when a ticket is created.|priority:enum(low/normal/high/urgent)=normal:Minimum priority to report;group_id:string:Only fire for tickets routed to this group;channel:enum(email/chat/phone/web/any)=any:Channel the ticket came from|ticket_id:string,subject:string,priority:string,requester:object(id,email,name),created_at:string
TICKET_UPDATED|Ticket updated|webhook|Fires when a ticket's status or assignee changes.|status:string:Only fire when the ticket enters this status|ticket_id:string,status:string,assignee:object(id,name),updated_at:string
NEW_SATISFACTION_RATING|New satisfaction rating|poll|Emits an event when a customer rates a conversation.|only_negative:boolean=false:Only report bad ratings|ticket_id:string,score:number,comment:string,rated_at:string
@hr
NEW_EMPLOYEE|New employee|poll|Emits an event when an employee record is created.|department:string:Only report hires in this department;employment_type:enum(full_time/part_time/contractor/any)=any:Type of employment|employee_id:string,name:string,email:string,department:string,start_date:string
TIME_OFF_REQUESTED|Time off requested|webhook|Fires when an employee requests time off.|policy:string:Only fire for this leave policy|request_id:string,employee:object(id,name),starts_on:string,ends_on:string,days:number
NEW_APPLICATION|New application|webhook|Fires when a candidate applies to a job.|job_id:string!:Job posting to watch;source:string:Only fire for applications from this source|application_id:string,candidate:object(id,name,email),job_id:string,applied_at:string
CANDIDATE_STAGE_CHANGED|Candidate stage changed|poll|Emits an event when a candidate moves to a new stage.|job_id:string:Job to watch (all when empty)|candidate_id:string,previous_stage:string,stage:string,changed_at:string
@sto
NEW_FILE|New file|poll|Emits an event when a file is added to a folder.|folder:string!:Folder path or ID to watch;include_subfolders:boolean=false:Also watch nested folders;extension:string:Only report files with this extension|file_id:string,name:string,size_bytes:number,mime_type:string,owner:object(id,name),created_at:string
FILE_UPDATED|File updated|poll|Emits an event when a file's contents change.|folder:string!:Folder path or ID to watch|file_id:string,name:string,size_bytes:number,modified_at:string
FILE_SHARED|File shared|webhook|Fires when a file is shared with someone.|role:enum(viewer/commenter/editor/any)=any:Only fire for this permission level|file_id:string,name:string,shared_with:object(email,role),shared_at:string
@des
NEW_COMMENT|New comment|webhook|Fires when someone comments on a design.|file_id:string!:Design file to watch;resolved:boolean=false:Also fire when comments are resolved|comment_id:string,file_id:string,text:string,author:object(id,name),created_at:string
FILE_VERSION_SAVED|Version saved|poll|Emits an event when a new version of a design is saved.|file_id:string!:Design file to watch|file_id:string,version_id:string,label:string,created_by:object(id,name),created_at:string
NEW_DESIGN|New design|poll|Emits an event when a design is created in a folder.|folder:string:Folder to watch (all when empty)|design_id:string,title:string,url:string,created_at:string
@ai
JOB_COMPLETED|Job completed|poll|Emits an event when an asynchronous generation or fine-tuning job finishes.|job_type:enum(generation/fine_tune/batch/any)=any:Kind of job to watch;include_failed:boolean=true:Also report failed jobs|job_id:string,status:string,duration_seconds:number,output_url:string,finished_at:string
USAGE_THRESHOLD|Usage threshold reached|poll|Emits an event when spend or token usage crosses a limit.|limit:number!:Usage limit in the account currency;window:enum(day/week/month)=month:Period the limit applies to|usage:number,limit:number,window:string,observed_at:string
@soc
NEW_POST|New post|poll|Emits an event when the watched account publishes a post.|account:string!:Handle or page ID to watch;include_replies:boolean=false:Also report replies|post_id:string,text:string,url:string,author:object(id,handle),published_at:string
NEW_MENTION|New mention|poll|Emits an event when the connected account is mentioned.|keyword:string:Additional keyword to match|post_id:string,text:string,author:object(id,handle),like_count:number,created_at:string
NEW_FOLLOWER|New follower|poll|Emits an event when someone follows the connected account.|min_followers:number:Ignore followers with fewer followers than this|follower:object(id,handle,name),followed_at:string
NEW_COMMENT|New comment|webhook|Fires when someone comments on one of the account's posts.|post_id:string:Only watch this post|comment_id:string,post_id:string,text:string,author:object(id,handle),created_at:string
@cld
DEPLOYMENT_FINISHED|Deployment finished|webhook|Fires when a deployment completes or fails.|project:string!:Project or service to watch;target:enum(production/preview/any)=production:Environment to watch|deployment_id:string,status:string,url:string,commit_sha:string,finished_at:string
INSTANCE_STATE_CHANGED|Instance state changed|poll|Emits an event when an instance starts, stops or is destroyed.|region:string:Only watch this region|instance_id:string,previous_state:string,state:string,changed_at:string
BILLING_ALERT|Billing alert|poll|Emits an event when month-to-date spend passes a budget.|budget:number!:Budget amount in USD|amount:number,budget:number,currency:string,period:string
@db
NEW_ROW|New row|poll|Emits an event for each row inserted into a table.|table:string!:Table or collection name;order_column:string=id:Monotonic column used to detect new rows;batch_size:number=100:Maximum rows per poll|row_id:string,table:string,data:object(id,created_at),detected_at:string
SYNC_COMPLETED|Sync completed|webhook|Fires when a sync or pipeline run finishes.|connection_id:string!:Connection or pipeline to watch;only_failures:boolean=false:Only report failed runs|run_id:string,status:string,rows_synced:number,finished_at:string
@sch
EVENT_STARTING|Event starting soon|poll|Emits an event shortly before a calendar event starts.|calendar_id:string=primary:Calendar to watch;minutes_before:number=15:How many minutes before the start to fire|event_id:string,title:string,starts_at:string,attendees:number,location:string
NEW_BOOKING|New booking|webhook|Fires when someone books a meeting.|event_type:string:Only fire for this meeting type|booking_id:string,invitee:object(name,email),starts_at:string,ends_at:string,created_at:string
BOOKING_CANCELED|Booking cancelled|webhook|Fires when a booking is cancelled.|cancelled_by:enum(host/invitee/any)=any:Who cancelled the booking|booking_id:string,reason:string,cancelled_at:string
NEW_EVENT|New calendar event|poll|Emits an event when a calendar event is created.|calendar_id:string!:Calendar to watch;include_declined:boolean=false:Also report events you declined|event_id:string,title:string,organizer:object(name,email),starts_at:string,created_at:string
@doc
DOCUMENT_COMPLETED|Document completed|webhook|Fires when every recipient has signed a document.|template_id:string:Only fire for documents created from this template|document_id:string,title:string,signers:number,completed_at:string
DOCUMENT_VIEWED|Document viewed|webhook|Fires when a recipient opens a document.|first_view_only:boolean=true:Only fire on the first view per recipient|document_id:string,viewer:object(name,email),viewed_at:string
DOCUMENT_DECLINED|Document declined|poll|Emits an event when a recipient declines to sign.|folder:string:Only watch this folder|document_id:string,reason:string,declined_by:object(name,email),declined_at:string
@sec
NEW_ALERT|New security alert|webhook|Fires when a new alert or finding is raised.|severity:enum(low/medium/high/critical)!:Minimum severity to report;asset_tag:string:Only fire for assets with this tag|alert_id:string,title:string,severity:string,risk_score:number,detected_at:string
USER_CREATED|User created|poll|Emits an event when a user is added to the directory.|group:string:Only report users added to this group|user_id:string,email:string,name:string,created_at:string
FAILED_LOGIN|Failed sign-in|poll|Emits an event after repeated failed sign-ins for an account.|attempts:number=5:Failed attempts before firing|user:object(id,email),attempts:number,ip_address:string,last_attempt_at:string
@mon
ALERT_TRIGGERED|Alert triggered|webhook|Fires when a monitor enters an alerting state.|monitor_id:string:Only fire for this monitor;priority:enum(p1/p2/p3/p4/p5)=p3:Minimum priority to report|alert_id:string,monitor:object(id,name),status:string,value:number,triggered_at:string
INCIDENT_OPENED|Incident opened|webhook|Fires when an incident is opened.|service_id:string!:Service to watch;urgency:enum(high/low/any)=any:Urgency to report|incident_id:string,title:string,urgency:string,service:object(id,name),created_at:string
NEW_ERROR|New error|poll|Emits an event when a previously unseen error group appears.|project:string!:Project to watch;environment:string=production:Environment to watch;min_occurrences:number=1:Occurrences before reporting|issue_id:string,title:string,level:string,occurrences:number,first_seen:string
@edu
NEW_ENROLLMENT|New enrolment|webhook|Fires when a learner enrols in a course.|course_id:string:Only fire for this course|enrollment_id:string,learner:object(id,name,email),course_id:string,enrolled_at:string
SUBMISSION_RECEIVED|Submission received|poll|Emits an event when a learner submits an assignment.|course_id:string!:Course to watch;late_only:boolean=false:Only report late submissions|submission_id:string,assignment_id:string,learner:object(id,name),submitted_at:string
COURSE_COMPLETED|Course completed|poll|Emits an event when a learner completes a course.|course_id:string:Course to watch (all when empty);min_score:number:Only report completions at or above this score|learner:object(id,name,email),course_id:string,score:number,completed_at:string
@frm
NEW_RESPONSE|New response|webhook|Fires when a form or survey receives a submission.|form_id:string!:Form to watch;include_partial:boolean=false:Also fire for partial submissions|response_id:string,form_id:string,answers:object(question_id,value),submitted_at:string
NEW_NPS_RESPONSE|New score response|poll|Emits an event for each new rating or NPS response.|form_id:string!:Survey to watch;score_band:enum(detractor/passive/promoter/any)=any:Only report this band|response_id:string,score:number,comment:string,submitted_at:string
@vid
MEETING_ENDED|Meeting ended|webhook|Fires when a meeting ends.|host_id:string:Only fire for meetings hosted by this user|meeting_id:string,topic:string,duration_minutes:number,participants:number,ended_at:string
RECORDING_READY|Recording ready|webhook|Fires when a recording or upload has finished processing.|include_transcript:boolean=true:Wait for the transcript before firing|recording_id:string,meeting_id:string,download_url:string,duration_seconds:number,ready_at:string
NEW_VIDEO|New video|poll|Emits an event when a video is published to the watched channel or library.|channel:string!:Channel or folder to watch;privacy:enum(public/unlisted/private/any)=public:Only report videos with this visibility|video_id:string,title:string,url:string,duration_seconds:number,published_at:string
@aut
RUN_FAILED|Run failed|webhook|Fires when a workflow run fails.|workflow_id:string:Only fire for this workflow|run_id:string,workflow:object(id,name),error:string,failed_at:string
RUN_SUCCEEDED|Run succeeded|poll|Emits an event when a workflow run finishes successfully.|workflow_id:string!:Workflow to watch|run_id:string,workflow_id:string,duration_seconds:number,finished_at:string
`;

export interface TriggerTemplate {
  key: string;
  name: string;
  type: 'webhook' | 'poll';
  description: string;
  config: Record<string, FieldDescriptor>;
  payload: Record<string, FieldDescriptor>;
}

/** Parses one config spec: `name:type[!][=default]:description`. */
export function parseConfigField(spec: string): [string, FieldDescriptor] {
  const m = /^([a-z_]+):(string|number|boolean|enum\(([^)]*)\))(!?)(?:=([^:]*))?:(.+)$/.exec(spec.trim());
  if (!m) throw new Error(`Malformed trigger config spec: ${spec}`);
  const [, name = '', rawType = '', options, bang, dflt, description = ''] = m;
  const type = rawType.startsWith('enum') ? 'enum' : (rawType as 'string' | 'number' | 'boolean');
  const field: FieldDescriptor = { type, description, required: bang === '!' };
  if (type === 'enum') field.options = (options ?? '').split('/').filter(Boolean);
  if (dflt !== undefined) {
    field.default = type === 'number' ? Number(dflt) : type === 'boolean' ? dflt === 'true' : dflt;
  }
  return [name, field];
}

/** Splits on commas that are not inside parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

export function parsePayload(spec: string): Record<string, FieldDescriptor> {
  const payload: Record<string, FieldDescriptor> = {};
  for (const item of splitTopLevel(spec)) {
    const m = /^([a-z_]+):(string|number|boolean|object\(([^)]*)\))$/.exec(item);
    if (!m) throw new Error(`Malformed trigger payload spec: ${item}`);
    const [, name = '', type = '', props] = m;
    if (type.startsWith('object')) {
      const properties: Record<string, string> = {};
      for (const prop of (props ?? '').split(',')) {
        const [propName = '', propType = 'string'] = prop.trim().split(':');
        properties[propName] = propType;
      }
      payload[name] = { type: 'object', properties };
    } else {
      payload[name] = { type: type as 'string' | 'number' | 'boolean' };
    }
  }
  return payload;
}

const INTERVAL_FIELD: FieldDescriptor = {
  type: 'number',
  description: 'How often to check for new data, in minutes',
  required: false,
  default: 15,
};

export function parseTriggerTable(table: string): Map<string, TriggerTemplate[]> {
  const byCode = new Map<string, TriggerTemplate[]>();
  let current: TriggerTemplate[] | undefined;
  for (const raw of table.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('@')) {
      current = [];
      byCode.set(line.slice(1), current);
      continue;
    }
    const [key, name, type, description, config, payload, ...rest] = line.split('|');
    if (!current || !key || !name || !description || payload === undefined || rest.length > 0 || (type !== 'webhook' && type !== 'poll')) {
      throw new Error(`Malformed trigger template line: ${line}`);
    }
    const configFields = Object.fromEntries((config ?? '').split(';').filter(Boolean).map(parseConfigField));
    if (type === 'poll' && !configFields['interval_minutes']) configFields['interval_minutes'] = { ...INTERVAL_FIELD };
    current.push({ key, name, type, description, config: configFields, payload: parsePayload(payload) });
  }
  return byCode;
}

export const TRIGGER_TEMPLATES: ReadonlyMap<string, readonly TriggerTemplate[]> = parseTriggerTable(TRIGGER_TABLE);
