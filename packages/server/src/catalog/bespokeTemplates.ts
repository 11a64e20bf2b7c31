import { parseToolTable, type ToolTemplate } from './toolTemplates';
import { parseTriggerTable, type TriggerTemplate } from './triggerTemplates';

/**
 * Utility and local toolkits whose tools do not fit any category template.
 * Same line formats as toolTemplates.ts / triggerTemplates.ts, keyed by toolkit slug.
 * These toolkits get exactly the tools and triggers listed here.
 */
const BESPOKE_TOOLS = `
@code_interpreter
EXECUTE_CODE|Runs a Python snippet in a fresh sandbox and returns stdout, stderr and the last value.
INSTALL_PACKAGE|Installs a Python package into the current sandbox session.
LIST_OUTPUT_FILES|Lists files the code wrote to the sandbox's output folder.
RESET_SANDBOX|Discards the sandbox session and its variables.
@file_manager
READ_FILE|Reads a text file from the agent's workspace.
WRITE_FILE|Creates or overwrites a file in the workspace.
LIST_DIRECTORY|Lists the entries of a workspace folder.
MOVE_FILE|Moves or renames a file in the workspace.
DELETE_FILE|Deletes a file from the workspace.
SEARCH_FILES|Finds workspace files whose name or content matches a pattern.
@text_utils
COUNT_WORDS|Counts words, characters and lines in a text.
DIFF_TEXT|Shows a line-by-line diff between two texts.
CHANGE_CASE|Converts text to upper, lower, title, snake or kebab case.
EXTRACT_URLS|Returns every URL found in a text.
SPLIT_TEXT|Splits a long text into chunks of a maximum length.
@http_request
SEND_REQUEST|Sends an HTTP request with any method, headers and body and returns the response.
GET_JSON|Fetches a URL and parses the response as JSON.
@webhooks
SEND_WEBHOOK|Posts a JSON payload to a URL, optionally signed with a shared secret.
LIST_RECEIVED|Lists requests recently received on the toolkit's inbound URL.
@schedule
GET_NEXT_RUNS|Lists the next times a cron expression will fire.
DESCRIBE_CRON|Explains a cron expression in plain English.
@rss
GET_FEED|Fetches and parses an RSS or Atom feed.
LIST_ENTRIES|Lists the entries of a feed, newest first.
`;

const BESPOKE_TRIGGERS = `
@public_data
NEW_RECORD|New record|poll|Emits an event when a new record matching the query is published.|query:string:Only report records that match this search query;max_results:number=20:Maximum records to report per check|record_id:string,title:string,url:string,source:object(name,url),published_at:string
@webhooks
INCOMING_WEBHOOK|Incoming webhook|webhook|Fires when an HTTP request arrives at the trigger's unique inbound URL.|method:enum(POST/PUT/any)=POST:HTTP method to accept;shared_secret:string:Reject requests without this secret in the X-Signature header|request_id:string,method:string,headers:object(content_type,user_agent),body:string,received_at:string
@schedule
SCHEDULED_TICK|Scheduled tick|poll|Emits an event every time a cron schedule comes due.|cron:string!:Cron expression, for example 0 9 * * 1-5;timezone:string=UTC:IANA time zone the expression is read in|scheduled_for:string,fired_at:string,run_number:number
@rss
NEW_ENTRY|New feed entry|poll|Emits an event for each new entry in an RSS or Atom feed.|feed_url:string!:URL of the feed;keyword:string:Only report entries that contain this word|guid:string,title:string,link:string,author:object(name,email),published_at:string
`;

/** Key of the generic poll trigger offered by public-data (NO_AUTH) toolkits. */
export const PUBLIC_DATA_KEY = 'public_data';

export const BESPOKE_TOOL_TEMPLATES: ReadonlyMap<string, readonly ToolTemplate[]> = parseToolTable(BESPOKE_TOOLS);
export const BESPOKE_TRIGGER_TEMPLATES: ReadonlyMap<string, readonly TriggerTemplate[]> = parseTriggerTable(BESPOKE_TRIGGERS);
