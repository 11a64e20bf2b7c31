import type { AuthScheme } from './catalog';

/**
 * The toolkit catalogue, one toolkit per line, grouped under `@<category code>`
 * headers (codes are defined in categories.ts):
 *
 *   slug|Name|auth|description[|appHost[|apiBase[|extraCategoryCode]]]
 *
 * auth letters: O = OAUTH2, K = API_KEY, B = BEARER_TOKEN, A = BASIC, N = NO_AUTH.
 * appHost defaults to `<slug without underscores>.com`; apiBase defaults to
 * `api.<appHost>`; the apiBase `local` marks a local toolkit with no remote API.
 * Names are the products' own; every description is original to this project.
 */

export interface ToolkitSeed {
  slug: string;
  name: string;
  categoryCodes: string[];
  authSchemes: AuthScheme[];
  description: string;
  appHost: string;
  /** `null` for local toolkits. */
  apiBase: string | null;
}

const AUTH_LETTERS: Record<string, AuthScheme> = {
  O: 'OAUTH2',
  K: 'API_KEY',
  B: 'BEARER_TOKEN',
  A: 'BASIC',
  N: 'NO_AUTH',
};

export function parseToolkitSeeds(table: string = TOOLKIT_TABLE): ToolkitSeed[] {
  const seeds: ToolkitSeed[] = [];
  let category: string | undefined;
  for (const raw of table.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('@')) {
      category = line.slice(1);
      continue;
    }
    const [slug, name, auth, description, appHost, apiBase, extra] = line.split('|');
    if (!category || !slug || !name || !auth || !description) throw new Error(`Malformed toolkit seed: ${line}`);
    const authSchemes = [...auth].map((letter) => {
      const scheme = AUTH_LETTERS[letter];
      if (!scheme) throw new Error(`Unknown auth letter ${letter} in toolkit seed ${slug}`);
      return scheme;
    });
    const host = appHost || `${slug.replace(/_/g, '')}.com`;
    seeds.push({
      slug,
      name,
      categoryCodes: extra ? [category, extra] : [category],
      authSchemes,
      description,
      appHost: host,
      apiBase: apiBase === 'local' ? null : apiBase || `api.${host.split('/')[0] ?? host}`,
    });
  }
  return seeds;
}

/** Well-known apps in rough order of popularity; drives `usage` for sort_by=usage. */
export const POPULAR_SLUGS: readonly string[] = `
github gmail slack google_calendar notion google_drive google_sheets outlook hubspot jira
linear salesforce microsoft_teams discord zoom trello asana stripe shopify airtable
openai google_docs clickup monday dropbox figma zendesk intercom mailchimp twilio
sendgrid youtube linkedin x reddit telegram whatsapp calendly typeform confluence
gitlab bitbucket vercel supabase sentry datadog pagerduty postgresql mongodb snowflake
google_bigquery anthropic perplexity tavily exa firecrawl serpapi pinecone
quickbooks xero paypal square pipedrive zoho_crm freshdesk help_scout front
google_analytics mixpanel amplitude segment posthog canva miro loom box onedrive
sharepoint microsoft_excel google_slides todoist basecamp wrike smartsheet coda
docusign pandadoc dropbox_sign bamboohr gusto rippling greenhouse lever workday
instagram facebook tiktok pinterest spotify twitch woocommerce bigcommerce klaviyo
activecampaign brevo convertkit zapier make n8n aws google_cloud microsoft_azure
cloudflare netlify heroku digitalocean okta auth0 1password google_meet webex
`.trim().split(/\s+/);

/** Toolkits kept for existing connections but superseded by another toolkit. */
export const DEPRECATED_IN_FAVOUR_OF: Readonly<Record<string, string>> = {
  sendinblue: 'brevo',
  integromat: 'make',
  google_data_studio: 'looker_studio',
  azure_active_directory: 'microsoft_entra_id',
  wunderlist: 'microsoft_todo',
  google_hangouts: 'google_chat',
  universal_analytics: 'google_analytics',
  twitter: 'x',
  bitbucket_server: 'bitbucket_data_center',
  jira_server: 'jira',
  chargify: 'maxio',
  autopilot: 'ortto',
  zenefits: 'trinet',
  clearbit: 'hubspot',
};

// Plain data from here on. Kept as one template string so the file stays small
// and parses in a few milliseconds at load time.
const TOOLKIT_TABLE = `
@dev
github|GitHub|O|Code hosting with pull requests, issues and Actions workflows.|github.com|api.github.com
gitlab|GitLab|OK|DevOps platform covering repositories, merge requests and CI pipelines.|gitlab.com|gitlab.com/api/v4
bitbucket|Bitbucket|OA|Git repositories and pipelines from Atlassian, tied closely to Jira.|bitbucket.org|api.bitbucket.org/2.0
bitbucket_data_center|Bitbucket Data Center|AB|Self-managed Bitbucket for teams that host their own Git service.|atlassian.com/software/bitbucket|bitbucket.example.com/rest/api/1.0
bitbucket_server|Bitbucket Server|A|Legacy self-hosted Bitbucket edition, superseded by Data Center.|atlassian.com/software/bitbucket|bitbucket.example.com/rest/api/1.0
azure_devops|Azure DevOps|OB|Boards, repos, pipelines and artifacts in Microsoft's developer suite.|dev.azure.com|dev.azure.com
circleci|CircleCI|K|Hosted continuous integration with fast, cache-aware pipelines.|circleci.com|circleci.com/api/v2
travis_ci|Travis CI|K|Continuous integration service long popular with open-source projects.|travis-ci.com|api.travis-ci.com
jenkins|Jenkins|A|Self-hosted automation server for builds, tests and deployments.|jenkins.io|jenkins.example.com
buildkite|Buildkite|B|CI/CD that runs pipelines on your own agents with a hosted control plane.|buildkite.com|api.buildkite.com/v2
codemagic|Codemagic|K|CI/CD tuned for mobile apps built with Flutter, React Native and native SDKs.|codemagic.io|api.codemagic.io
bitrise|Bitrise|K|Mobile-first CI/CD with a large catalogue of build steps.|bitrise.io|api.bitrise.io/v0.1
semaphore|Semaphore|K|Fast CI/CD pipelines with a visual workflow builder.|semaphoreci.com|semaphoreci.com/api/v1alpha
drone|Drone|B|Container-native continuous delivery driven by a YAML file.|drone.io
teamcity|TeamCity|B|JetBrains build server with deep build-chain configuration.|jetbrains.com/teamcity|teamcity.example.com/app/rest
gitea|Gitea|OB|Lightweight self-hosted Git service with issues and pull requests.|gitea.com|gitea.com/api/v1
sourcehut|SourceHut|O|Minimalist hosted software forge with mailing lists and builds.|sr.ht|meta.sr.ht
vercel|Vercel|OB|Frontend cloud that deploys web apps from Git with preview URLs.|vercel.com|api.vercel.com
netlify|Netlify|OB|Deploys static sites and serverless functions straight from a repository.|netlify.com|api.netlify.com/api/v1
render|Render|K|Unified cloud for web services, workers, cron jobs and Postgres.|render.com|api.render.com/v1
railway|Railway|B|Provision apps and databases quickly with usage-based pricing.|railway.app|backboard.railway.app/graphql/v2
fly_io|Fly.io|B|Runs application containers close to users on a global edge network.|fly.io|api.machines.dev/v1
heroku|Heroku|OB|Platform as a service for deploying apps with git push and add-ons.|heroku.com|api.heroku.com
sentry|Sentry|OB|Error and performance monitoring with stack traces and release health.|sentry.io|sentry.io/api/0|mon
postman|Postman|K|API platform for designing, testing and documenting HTTP APIs.|postman.com|api.getpostman.com
insomnia|Insomnia|K|Open-source API client for REST, GraphQL and gRPC requests.|insomnia.rest
swagger|SwaggerHub|K|Collaborative API design and documentation around OpenAPI.|swagger.io|api.swaggerhub.com
stoplight|Stoplight|K|API design-first workflows with style guides and mocking.|stoplight.io|api.stoplight.io
readme|ReadMe|K|Interactive developer hubs and API reference documentation.|readme.com|dash.readme.com/api/v1
gitbook|GitBook|OB|Technical knowledge base and product docs synced with Git.|gitbook.com|api.gitbook.com/v1|doc
mintlify|Mintlify|K|Modern documentation sites generated from MDX and OpenAPI.|mintlify.com|api.mintlify.com/v1
docker_hub|Docker Hub|B|Registry for container images, official images and automated builds.|hub.docker.com|hub.docker.com/v2
npm|npm|B|JavaScript package registry for publishing and installing modules.|npmjs.com|registry.npmjs.org
pypi|PyPI|N|The Python Package Index, where Python libraries are published.|pypi.org|pypi.org/pypi
jfrog_artifactory|JFrog Artifactory|KB|Universal artifact repository for binaries and packages.|jfrog.com|example.jfrog.io/artifactory/api
sonarcloud|SonarCloud|B|Cloud code-quality and security analysis for pull requests.|sonarcloud.io|sonarcloud.io/api
snyk|Snyk|K|Finds and fixes vulnerabilities in code, dependencies and containers.|snyk.io|api.snyk.io/rest|sec
codecov|Codecov|B|Code coverage reports posted directly on pull requests.|codecov.io|api.codecov.io/api/v2
coveralls|Coveralls|K|Test coverage history and statistics for repositories.|coveralls.io
deepsource|DeepSource|B|Static analysis that flags and autofixes code health issues.|deepsource.com|api.deepsource.io/graphql
codacy|Codacy|K|Automated code reviews covering style, complexity and security.|codacy.com|app.codacy.com/api/v3
launchdarkly|LaunchDarkly|K|Feature flag management for controlled rollouts and experiments.|launchdarkly.com|app.launchdarkly.com/api/v2
split|Split|K|Feature delivery platform combining flags with impact measurement.|split.io|api.split.io/internal/api/v2
configcat|ConfigCat|A|Feature flags and remote configuration for teams of any size.|configcat.com|api.configcat.com
flagsmith|Flagsmith|K|Open-source feature flag and remote config service.|flagsmith.com|api.flagsmith.com/api/v1
unleash|Unleash|K|Open-source feature toggles you can self-host.|getunleash.io|app.unleash-hosted.com/api
statsig|Statsig|K|Feature gates, experiments and product analytics in one tool.|statsig.com|statsigapi.net/console/v1|ana
replit|Replit|B|Browser-based IDE for building and hosting apps collaboratively.|replit.com
codesandbox|CodeSandbox|B|Cloud development environments and instant web sandboxes.|codesandbox.io|api.codesandbox.io
stackblitz|StackBlitz|N|In-browser development environments powered by WebContainers.|stackblitz.com
gitpod|Gitpod|B|Ephemeral, ready-to-code development environments.|gitpod.io|api.gitpod.io
github_actions|GitHub Actions|O|Workflow automation and CI built into GitHub repositories.|github.com/features/actions|api.github.com
linear|Linear|OK|Fast issue tracking and product planning for software teams.|linear.app|api.linear.app/graphql|pm
sourcegraph|Sourcegraph|B|Code search and intelligence across every repository.|sourcegraph.com|sourcegraph.com/.api
algolia|Algolia|K|Hosted search API with typo tolerance and instant results.|algolia.com|example-dsn.algolia.net/1
meilisearch|Meilisearch|B|Open-source, lightning-fast search engine with a RESTful API.|meilisearch.com|example.meilisearch.io
typesense|Typesense|K|Open-source typo-tolerant search as an alternative to Algolia.|typesense.org|example.a1.typesense.net
pusher|Pusher|K|Hosted websockets for realtime features and push notifications.|pusher.com|api.pusherapp.com
ably|Ably|KA|Realtime messaging infrastructure with pub/sub channels.|ably.com|rest.ably.io
pubnub|PubNub|K|Realtime data streaming and chat APIs at global scale.|pubnub.com|ps.pndsn.com
hookdeck|Hookdeck|K|Reliable webhook ingestion, queueing and replay.|hookdeck.com|api.hookdeck.com/2024-09-01
svix|Svix|B|Webhooks as a service with retries, signing and a consumer portal.|svix.com|api.svix.com/api/v1
ngrok|ngrok|B|Secure tunnels that expose local services to the internet.|ngrok.com|api.ngrok.com
cloudinary|Cloudinary|A|Image and video management with on-the-fly transformations.|cloudinary.com|api.cloudinary.com/v1_1|vid
imgix|imgix|K|Real-time image processing and delivery through a CDN.|imgix.com|api.imgix.com/api/v1
uploadcare|Uploadcare|K|File uploading, storage and image CDN for developers.|uploadcare.com|api.uploadcare.com
contentful|Contentful|OB|Headless CMS that delivers structured content through APIs.|contentful.com|api.contentful.com
sanity|Sanity|B|Composable content platform with a real-time content lake.|sanity.io|api.sanity.io/v2021-06-07
strapi|Strapi|B|Open-source headless CMS built on Node.js.|strapi.io|strapi.example.com/api
storyblok|Storyblok|K|Headless CMS with a visual editor for marketers.|storyblok.com|mapi.storyblok.com/v1
prismic|Prismic|B|Headless website builder with reusable slices.|prismic.io
datocms|DatoCMS|B|API-first CMS with a GraphQL content delivery API.|datocms.com|site-api.datocms.com
hygraph|Hygraph|B|GraphQL-native headless CMS for content federation.|hygraph.com
directus|Directus|B|Open-source data platform that wraps any SQL database with an API.|directus.io|directus.example.com|db
payload_cms|Payload CMS|K|Code-first TypeScript headless CMS and app framework.|payloadcms.com
ghost|Ghost|K|Open-source publishing platform for blogs and paid newsletters.|ghost.org|example.ghost.io/ghost/api/admin
wordpress|WordPress|OA|The most widely used CMS for websites and blogs.|wordpress.com|public-api.wordpress.com/rest/v1.1
webflow|Webflow|OB|Visual website builder with a built-in CMS and hosting.|webflow.com|api.webflow.com/v2|des
framer|Framer|K|Design and publish responsive websites without code.|framer.com||des
wix|Wix|OK|Website builder with drag-and-drop editing and business apps.|wix.com|www.wixapis.com
squarespace|Squarespace|OK|All-in-one website builder with commerce and scheduling.|squarespace.com|api.squarespace.com/1.0|ecm
supabase|Supabase|OB|Open-source Firebase alternative built on Postgres.|supabase.com|api.supabase.com/v1|db
firebase|Firebase|O|Google's app platform for auth, databases, hosting and messaging.|firebase.google.com|firebase.googleapis.com/v1beta1|db
appwrite|Appwrite|K|Open-source backend server for web, mobile and Flutter apps.|appwrite.io|cloud.appwrite.io/v1|db
convex|Convex|B|Reactive backend with a TypeScript database and server functions.|convex.dev||db
hasura|Hasura|K|Instant GraphQL and REST APIs on top of your databases.|hasura.io|cloud.hasura.io/v1/graphql|db
apollo_studio|Apollo GraphOS|K|Platform for building, managing and monitoring GraphQL supergraphs.|apollographql.com|api.apollographql.com/api/graphql
expo|Expo|B|Tooling and cloud services for universal React Native apps.|expo.dev|api.expo.dev/v2
app_store_connect|App Store Connect|B|Apple's portal for managing iOS apps, builds and TestFlight.|appstoreconnect.apple.com|api.appstoreconnect.apple.com/v1
google_play_console|Google Play Console|O|Publish Android apps and manage releases on Google Play.|play.google.com/console|androidpublisher.googleapis.com/androidpublisher/v3
testflight|TestFlight|B|Apple's beta testing service for iOS apps.|developer.apple.com/testflight|api.appstoreconnect.apple.com/v1
browserstack|BrowserStack|A|Test websites and mobile apps on thousands of real devices.|browserstack.com|api.browserstack.com
sauce_labs|Sauce Labs|A|Cloud testing for web and mobile applications at scale.|saucelabs.com|api.us-west-1.saucelabs.com
lambdatest|LambdaTest|A|Cross-browser testing cloud with automation grids.|lambdatest.com|api.lambdatest.com/automation/api/v1
cypress_cloud|Cypress Cloud|K|Recording, parallelisation and analytics for Cypress test runs.|cypress.io|api.cypress.io
checkly|Checkly|K|Synthetic monitoring and API checks written as code.|checklyhq.com|api.checklyhq.com/v1|mon
mailtrap|Mailtrap|K|Email sandbox for safely testing messages in development.|mailtrap.io|mailtrap.io/api
jsonbin|JSONBin|K|Simple JSON storage bins accessible over a REST API.|jsonbin.io|api.jsonbin.io/v3
pipedream|Pipedream|OK|Integration platform for developers that connects APIs with code.|pipedream.com|api.pipedream.com/v1|aut
retool|Retool|K|Build internal tools quickly on top of databases and APIs.|retool.com|api.retool.com/api/v2
appsmith|Appsmith|K|Open-source low-code builder for internal applications.|appsmith.com
budibase|Budibase|K|Open-source low-code platform for forms, portals and admin panels.|budibase.com|budibase.app/api/public/v1
tooljet|ToolJet|K|Open-source low-code framework for internal tools.|tooljet.com
jira_server|Jira Server|A|Legacy self-managed Jira edition that reached end of support.|atlassian.com/software/jira|jira.example.com/rest/api/2|pm
@com
slack|Slack|O|Channel-based messaging where teams chat, share files and run workflows.|slack.com|slack.com/api
microsoft_teams|Microsoft Teams|O|Chat, meetings and calls inside Microsoft 365.|teams.microsoft.com|graph.microsoft.com/v1.0
discord|Discord|OB|Voice, video and text communities organised into servers.|discord.com|discord.com/api/v10|soc
telegram|Telegram|B|Cloud messenger with a powerful Bot API.|telegram.org|api.telegram.org
whatsapp|WhatsApp Business|B|Reach customers on WhatsApp through the Business Platform.|business.whatsapp.com|graph.facebook.com/v19.0
google_chat|Google Chat|O|Direct messages and spaces in Google Workspace.|chat.google.com|chat.googleapis.com/v1
google_hangouts|Google Hangouts|O|Retired Google messaging app, replaced by Google Chat.|hangouts.google.com|chat.googleapis.com/v1
mattermost|Mattermost|B|Open-source, self-hostable team messaging for technical teams.|mattermost.com|mattermost.example.com/api/v4
rocket_chat|Rocket.Chat|K|Open-source communications hub for teams and customers.|rocket.chat|open.rocket.chat/api/v1
zulip|Zulip|A|Threaded team chat organised by streams and topics.|zulip.com|example.zulipchat.com/api/v1
element|Element|B|Secure messaging on the decentralised Matrix protocol.|element.io|matrix.org/_matrix/client/v3
webex|Webex|O|Cisco's platform for meetings, messaging and calling.|webex.com|webexapis.com/v1|vid
twilio|Twilio|A|Programmable SMS, voice, video and WhatsApp messaging APIs.|twilio.com|api.twilio.com/2010-04-01
vonage|Vonage|K|Communication APIs for SMS, voice and verification.|vonage.com|api.nexmo.com
plivo|Plivo|A|Cloud communications API for SMS and voice calls.|plivo.com|api.plivo.com/v1
messagebird|Bird|K|Omnichannel messaging for SMS, WhatsApp and email.|bird.com|api.bird.com
sinch|Sinch|A|Customer communications APIs for messaging, voice and video.|sinch.com|us.sms.api.sinch.com/xms/v1
telnyx|Telnyx|B|Global communications platform with a private IP network.|telnyx.com|api.telnyx.com/v2
bandwidth|Bandwidth|A|Enterprise voice, messaging and 911 APIs on an owned network.|bandwidth.com|messaging.bandwidth.com/api/v2
clicksend|ClickSend|A|Business SMS, email and post through one API.|clicksend.com|rest.clicksend.com/v3
textmagic|TextMagic|A|Bulk SMS sending for business notifications.|textmagic.com|rest.textmagic.com/api/v2
simpletexting|SimpleTexting|B|SMS marketing and two-way texting for small businesses.|simpletexting.com|api-app2.simpletexting.com/v2|mkt
esendex|Esendex|A|Business SMS and voice messaging in Europe and Australia.|esendex.com|api.esendex.com/v1.0
ringcentral|RingCentral|O|Cloud phone system with messaging, video and contact centre.|ringcentral.com|platform.ringcentral.com/restapi/v1.0
dialpad|Dialpad|OK|AI-powered business phone, meetings and contact centre.|dialpad.com|dialpad.com/api/v2
aircall|Aircall|OA|Cloud-based call centre software for sales and support teams.|aircall.io|api.aircall.io/v1|sup
justcall|JustCall|K|Cloud phone and SMS system for sales and support teams.|justcall.io|api.justcall.io/v2
openphone|OpenPhone|K|Modern business phone numbers with shared inboxes.|openphone.com|api.openphone.com/v1
grasshopper|Grasshopper|K|Virtual phone system for small businesses.|grasshopper.com
8x8|8x8|K|Cloud communications for voice, video, chat and contact centre.|8x8.com|api.8x8.com
nextiva|Nextiva|K|Unified business communications and phone service.|nextiva.com
vonage_business|Vonage Business Communications|O|Cloud phone system for business voice and video.|vonage.com/business|api.vonage.com
zoom_phone|Zoom Phone|O|Cloud phone service integrated with Zoom Workplace.|zoom.com/phone|api.zoom.us/v2
chanty|Chanty|B|Simple team chat with built-in task management.|chanty.com
flock|Flock|K|Team messenger with channels, video calls and shared to-dos.|flock.com|api.flock.co/v1
pumble|Pumble|K|Free team chat and collaboration app.|pumble.com
workplace_meta|Workplace from Meta|B|Meta's enterprise communication tool built on familiar features.|workplace.com|graph.workplace.com
chime|Amazon Chime|K|Amazon's service for meetings, chat and business calls.|aws.amazon.com/chime|chime.us-east-1.amazonaws.com
line|LINE|B|Messaging app popular in Japan and East Asia with a Messaging API.|line.me|api.line.me/v2|soc
viber|Viber|K|Messaging app with chatbot support for business communication.|viber.com|chatapi.viber.com/pa
wechat|WeChat|K|China's dominant messaging super-app with official accounts.|wechat.com|api.weixin.qq.com|soc
kakaotalk|KakaoTalk|O|Korea's leading messenger with business channel APIs.|kakaocorp.com|kapi.kakao.com
signal|Signal|N|End-to-end encrypted messenger (read-only status integration).|signal.org
pushover|Pushover|K|Simple push notifications to phones and desktops.|pushover.net|api.pushover.net/1
pushbullet|Pushbullet|B|Sync notifications, links and files between devices.|pushbullet.com|api.pushbullet.com/v2
ntfy|ntfy|N|Open-source pub-sub notifications over plain HTTP.|ntfy.sh|ntfy.sh
gotify|Gotify|K|Self-hosted server for sending and receiving messages.|gotify.net|gotify.example.com
onesignal|OneSignal|K|Push notifications, in-app messages, SMS and email for apps.|onesignal.com|api.onesignal.com|mkt
pushwoosh|Pushwoosh|K|Customer engagement platform focused on push notifications.|pushwoosh.com|api.pushwoosh.com/json/1.3
knock|Knock|K|Notification infrastructure for in-app, email, SMS and chat.|knock.app|api.knock.app/v1|dev
novu|Novu|K|Open-source notification infrastructure for developers.|novu.co|api.novu.co/v1|dev
courier|Courier|B|Notification platform that routes messages across channels.|courier.com|api.courier.com|dev
magicbell|MagicBell|K|Embeddable notification inbox with multi-channel delivery.|magicbell.com|api.magicbell.com
stream_chat|Stream|K|APIs and SDKs for in-app chat, video and activity feeds.|getstream.io|chat.stream-io-api.com|dev
sendbird|Sendbird|K|In-app chat, calls and live streaming APIs.|sendbird.com|api-example.sendbird.com/v3|dev
cometchat|CometChat|K|Chat and calling SDKs for web and mobile apps.|cometchat.com|example.api-us.cometchat.io/v3|dev
talkjs|TalkJS|B|Pre-built chat UI and API for marketplaces and apps.|talkjs.com|api.talkjs.com/v1|dev
twist|Twist|O|Asynchronous, thread-first team communication.|twist.com|api.twist.com/api/v3
front|Front|OB|Shared inbox that unifies email, SMS and chat for teams.|front.com|api2.frontapp.com|sup
missive|Missive|B|Collaborative email and chat app for teams.|missiveapp.com|public.missiveapp.com/v1|eml
loom|Loom|O|Quick async video messages with screen and camera.|loom.com|www.loom.com/v1|vid
yac|Yac|K|Async voice messaging for remote teams.|yac.com
skype|Skype|O|Microsoft's classic voice and video calling app.|skype.com|api.skype.net
@crm
salesforce|Salesforce|O|The leading cloud CRM for sales, service and marketing teams.|salesforce.com|example.my.salesforce.com/services/data/v60.0|sal
hubspot|HubSpot|OK|CRM platform with marketing, sales and service hubs.|hubspot.com|api.hubapi.com|mkt
pipedrive|Pipedrive|OK|Pipeline-focused CRM built around deals and activities.|pipedrive.com|api.pipedrive.com/v1|sal
zoho_crm|Zoho CRM|O|Customisable CRM from the Zoho business suite.|zoho.com/crm|www.zohoapis.com/crm/v6
microsoft_dynamics_365|Microsoft Dynamics 365|O|Microsoft's enterprise CRM and ERP applications.|dynamics.microsoft.com|example.crm.dynamics.com/api/data/v9.2
freshsales|Freshsales|K|AI-assisted CRM from Freshworks for growing sales teams.|freshworks.com/crm/sales|example.myfreshworks.com/crm/sales/api|sal
close|Close|OK|CRM with built-in calling and email for inside sales.|close.com|api.close.com/api/v1|sal
copper|Copper|K|CRM designed to live inside Google Workspace.|copper.com|api.copper.com/developer_api/v1
insightly|Insightly|A|CRM and project management for small and mid-sized businesses.|insightly.com|api.insightly.com/v3.1
nutshell|Nutshell|A|Easy-to-use CRM with sales automation and email marketing.|nutshell.com|app.nutshell.com/api/v1/json
capsule_crm|Capsule CRM|OB|Simple online CRM for tracking contacts and opportunities.|capsulecrm.com|api.capsulecrm.com/api/v2
agile_crm|Agile CRM|A|All-in-one CRM with sales, marketing and helpdesk.|agilecrm.com|example.agilecrm.com/dev/api
keap|Keap|OK|Small business CRM with marketing automation and payments.|keap.com|api.infusionsoft.com/crm/rest/v1|mkt
attio|Attio|OK|Data-driven CRM that builds itself from your communications.|attio.com|api.attio.com/v2
folk|folk|K|Lightweight CRM for relationship-driven teams.|folk.app|api.folk.app/v1
twenty|Twenty|K|Open-source CRM with a modern, customisable data model.|twenty.com|api.twenty.com/rest
affinity|Affinity|A|Relationship intelligence CRM for dealmakers and investors.|affinity.co|api.affinity.co
streak|Streak|A|CRM that runs entirely inside Gmail.|streak.com|api.streak.com/api/v1
less_annoying_crm|Less Annoying CRM|K|Deliberately simple CRM for small businesses.|lessannoyingcrm.com|api.lessannoyingcrm.com/v2
salesflare|Salesflare|K|Automated CRM that fills itself from email and calendar.|salesflare.com|api.salesflare.com
monday_crm|monday sales CRM|O|Sales CRM built on the monday.com Work OS.|monday.com/crm|api.monday.com/v2|sal
bitrix24|Bitrix24|OK|Collaboration suite with CRM, tasks and contact centre.|bitrix24.com|example.bitrix24.com/rest
vtiger|Vtiger|A|CRM for sales, marketing and help desk teams.|vtiger.com|example.od2.vtiger.com/restapi/v1/vtiger/default
sugarcrm|SugarCRM|O|Flexible CRM for complex sales and service processes.|sugarcrm.com|example.sugarondemand.com/rest/v11
suitecrm|SuiteCRM|O|Open-source enterprise CRM derived from SugarCRM.|suitecrm.com|suitecrm.example.com/Api/V8
engagebay|EngageBay|K|All-in-one marketing, sales and service CRM.|engagebay.com|app.engagebay.com/dev/api
nimble|Nimble|K|Social sales and relationship CRM for Microsoft 365 and Google.|nimble.com|app.nimble.com/api/v1
really_simple_systems|Really Simple Systems|K|Cloud CRM for small and medium B2B companies.|reallysimplesystems.com
teamleader|Teamleader|O|CRM, invoicing and project planning for European SMBs.|teamleader.eu|api.focus.teamleader.eu
odoo|Odoo|KA|Open-source business apps including CRM, sales and inventory.|odoo.com|example.odoo.com/jsonrpc|fin
creatio|Creatio|O|No-code platform for CRM and workflow automation.|creatio.com
highlevel|HighLevel|OK|All-in-one CRM and marketing platform for agencies.|gohighlevel.com|services.leadconnectorhq.com|mkt
act_crm|Act!|A|Long-standing CRM and marketing automation for small businesses.|act.com
apptivo|Apptivo|K|Suite of CRM, project and invoicing apps.|apptivo.com|api.apptivo.com/app/dao/v6
pipeline_crm|Pipeline CRM|K|Sales CRM with pipeline views and deal tracking.|pipelinecrm.com|api.pipelinecrm.com/api/v3|sal
onepage_crm|OnePageCRM|A|Action-focused CRM that turns sales into a to-do list.|onepagecrm.com|app.onepagecrm.com/api/v3
zendesk_sell|Zendesk Sell|OB|Sales CRM from Zendesk with pipeline management.|zendesk.com/sell|api.getbase.com/v2|sal
clientify|Clientify|K|Marketing and sales CRM for small businesses.|clientify.com|api.clientify.net/v1
flowlu|Flowlu|K|CRM, project management and finance for small teams.|flowlu.com
breakcold|Breakcold|K|Social selling CRM that unifies LinkedIn and email.|breakcold.com|api.breakcold.com/rest|sal
@sal
outreach|Outreach|O|Sales execution platform for sequences and deal management.|outreach.io|api.outreach.io/api/v2
salesloft|Salesloft|OK|Revenue workflow platform with cadences and conversation intelligence.|salesloft.com|api.salesloft.com/v2
apollo|Apollo.io|OK|B2B contact database and sales engagement platform.|apollo.io|api.apollo.io/api/v1
zoominfo|ZoomInfo|K|Go-to-market intelligence with company and contact data.|zoominfo.com|api.zoominfo.com
lusha|Lusha|K|B2B contact enrichment for prospecting.|lusha.com|api.lusha.com
clearbit|Clearbit|K|Company and person data enrichment, now part of HubSpot.|clearbit.com|person.clearbit.com/v2
hunter|Hunter|K|Find and verify professional email addresses.|hunter.io|api.hunter.io/v2|eml
snov_io|Snov.io|O|Email finder, verifier and drip campaign tool.|snov.io|api.snov.io/v1
lemlist|lemlist|K|Personalised cold email and multichannel outreach.|lemlist.com|api.lemlist.com/api|eml
instantly|Instantly|K|Cold email outreach at scale with inbox rotation.|instantly.ai|api.instantly.ai/api/v2|eml
smartlead|Smartlead|K|Cold email infrastructure with unlimited mailboxes.|smartlead.ai|server.smartlead.ai/api/v1|eml
reply_io|Reply.io|K|Sales engagement with AI-assisted multichannel sequences.|reply.io|api.reply.io/v1
woodpecker|Woodpecker|K|Cold email automation for B2B outreach.|woodpecker.co|api.woodpecker.co/rest/v1
mailshake|Mailshake|K|Sales engagement for cold email and phone outreach.|mailshake.com|api.mailshake.com/2017-04-01
klenty|Klenty|K|Sales engagement platform for outbound cadences.|klenty.com
gong|Gong|OA|Revenue intelligence that analyses sales calls and deals.|gong.io|api.gong.io/v2|ai
chorus|Chorus|B|Conversation intelligence for sales teams, part of ZoomInfo.|chorus.ai|chorus.ai/v3
clari|Clari|K|Revenue platform for forecasting and pipeline inspection.|clari.com|api.clari.com/v4
people_ai|People.ai|K|Captures sales activity data to power revenue insights.|people.ai
seamless_ai|Seamless.AI|K|Real-time search engine for B2B sales leads.|seamless.ai
cognism|Cognism|K|Compliant B2B contact data for European prospecting.|cognism.com
rocketreach|RocketReach|K|Lookup for professional emails and phone numbers.|rocketreach.co|api.rocketreach.co/api/v2
leadiq|LeadIQ|K|Prospecting tool that captures leads from LinkedIn.|leadiq.com|api.leadiq.com/graphql
dropcontact|Dropcontact|K|GDPR-compliant B2B email enrichment.|dropcontact.com|api.dropcontact.io
phantombuster|PhantomBuster|K|Automation and scraping workflows for lead generation.|phantombuster.com|api.phantombuster.com/api/v2|aut
clay|Clay|K|Data enrichment spreadsheets combining many providers.|clay.com|api.clay.com
pandadoc|PandaDoc|OK|Proposals, quotes and contracts with e-signature.|pandadoc.com|api.pandadoc.com/public/v1|doc
proposify|Proposify|K|Proposal software for closing deals faster.|proposify.com|api.proposify.com/v1|doc
qwilr|Qwilr|K|Interactive web-based proposals and quotes.|qwilr.com|api.qwilr.com/v1|doc
better_proposals|Better Proposals|K|Proposal templates with online signing and payments.|betterproposals.io|api.betterproposals.io|doc
dealfront|Dealfront|K|Website visitor identification and European B2B data.|dealfront.com
leadfeeder|Leadfeeder|K|Shows which companies visit your website.|leadfeeder.com|api.leadfeeder.com
vidyard|Vidyard|K|Video messaging and hosting for sales teams.|vidyard.com|api.vidyard.com/dashboard/v1|vid
highspot|Highspot|A|Sales enablement for content, guidance and training.|highspot.com|api.highspot.com/v1.0
seismic|Seismic|O|Enablement platform for sales content and coaching.|seismic.com|api.seismic.com
showpad|Showpad|O|Sales enablement content and coaching platform.|showpad.com|example.showpad.biz/api/v3
spiff|Spiff|K|Sales commission automation, now part of Salesforce.|spiff.com|app.spiff.com/api/v1|fin
captivateiq|CaptivateIQ|K|Flexible commission management for sales compensation.|captivateiq.com|api.captivateiq.com/ciq/v1|fin
chili_piper|Chili Piper|K|Inbound lead routing and instant meeting booking.|chilipiper.com|fire.chilipiper.com/api/fire-edge/v1|sch
linkedin_sales_navigator|LinkedIn Sales Navigator|O|LinkedIn's prospecting tool for finding and tracking leads.|linkedin.com/sales|api.linkedin.com/v2|soc
@mkt
mailchimp|Mailchimp|OK|Email marketing, audiences and automated campaigns.|mailchimp.com|us1.api.mailchimp.com/3.0|eml
klaviyo|Klaviyo|OK|Email and SMS marketing built for e-commerce brands.|klaviyo.com|a.klaviyo.com/api|ecm
activecampaign|ActiveCampaign|K|Email marketing and customer experience automation.|activecampaign.com|example.api-us1.com/api/3|eml
constant_contact|Constant Contact|O|Email marketing and event tools for small businesses.|constantcontact.com|api.cc.email/v3|eml
brevo|Brevo|K|Email, SMS and chat marketing platform, formerly Sendinblue.|brevo.com|api.brevo.com/v3|eml
sendinblue|Sendinblue|K|Former name of Brevo's email marketing platform.|sendinblue.com|api.sendinblue.com/v3|eml
convertkit|Kit|OK|Email marketing for creators, formerly ConvertKit.|kit.com|api.kit.com/v4|eml
mailerlite|MailerLite|K|Simple email marketing with landing pages and automation.|mailerlite.com|connect.mailerlite.com/api|eml
getresponse|GetResponse|OK|Email marketing, webinars and conversion funnels.|getresponse.com|api.getresponse.com/v3|eml
aweber|AWeber|O|Email marketing and autoresponders for small businesses.|aweber.com|api.aweber.com/1.0|eml
campaign_monitor|Campaign Monitor|OK|Polished email campaigns with drag-and-drop design.|campaignmonitor.com|api.createsend.com/api/v3.3|eml
drip|Drip|OK|E-commerce marketing automation for email and SMS.|drip.com|api.getdrip.com/v2|ecm
omnisend|Omnisend|K|Omnichannel e-commerce marketing automation.|omnisend.com|api.omnisend.com/v3|ecm
moosend|Moosend|K|Affordable email marketing and automation.|moosend.com|api.moosend.com/v3|eml
emailoctopus|EmailOctopus|K|Low-cost email marketing built on Amazon SES.|emailoctopus.com|emailoctopus.com/api/1.6|eml
beehiiv|beehiiv|K|Newsletter platform with growth and monetisation tools.|beehiiv.com|api.beehiiv.com/v2|eml
substack|Substack|N|Publishing platform for paid newsletters and podcasts.|substack.com|example.substack.com/api/v1
buttondown|Buttondown|K|Minimalist newsletter tool written in Markdown.|buttondown.com|api.buttondown.com/v1|eml
flodesk|Flodesk|K|Beautifully designed email marketing for creators.|flodesk.com|api.flodesk.com/v1|eml
marketo|Marketo Engage|O|Adobe's marketing automation for B2B lead management.|business.adobe.com/products/marketo|example.mktorest.com/rest
pardot|Marketing Cloud Account Engagement|O|Salesforce B2B marketing automation, formerly Pardot.|salesforce.com/marketing/b2b-automation|pi.pardot.com/api/v5
salesforce_marketing_cloud|Salesforce Marketing Cloud|O|Enterprise cross-channel marketing and journeys.|salesforce.com/marketing|example.rest.marketingcloudapis.com
eloqua|Oracle Eloqua|OA|Enterprise B2B marketing automation from Oracle.|oracle.com/cx/marketing/automation|secure.p01.eloqua.com/api/REST/2.0
customer_io|Customer.io|KB|Messaging automation driven by product behaviour.|customer.io|api.customer.io/v1|eml
braze|Braze|K|Customer engagement across push, email, SMS and in-app.|braze.com|rest.iad-01.braze.com
iterable|Iterable|K|Cross-channel marketing platform for growth teams.|iterable.com|api.iterable.com/api
ortto|Ortto|K|Marketing automation with built-in customer data platform.|ortto.com|api.ap3api.com/v1
autopilot|Autopilot|K|Visual customer journey marketing, now part of Ortto.|autopilothq.com
mautic|Mautic|OA|Open-source marketing automation platform.|mautic.org|mautic.example.com/api
sharpspring|SharpSpring|K|Marketing automation for agencies and SMBs.|sharpspring.com|api.sharpspring.com/pubapi/v1
act_on|Act-On|O|Marketing automation for mid-sized B2B companies.|act-on.com|restapi.actonsoftware.com/api/1
unbounce|Unbounce|O|Landing page builder with A/B testing and AI copy.|unbounce.com|api.unbounce.com
instapage|Instapage|K|Landing page platform for ad conversion optimisation.|instapage.com
leadpages|Leadpages|K|Landing pages, pop-ups and alert bars for small businesses.|leadpages.com
clickfunnels|ClickFunnels|B|Sales funnel builder for online businesses.|clickfunnels.com|example.myclickfunnels.com/api/v2|ecm
kajabi|Kajabi|K|All-in-one platform for courses, coaching and communities.|kajabi.com|api.kajabi.com/v1|edu
systeme_io|systeme.io|K|All-in-one funnels, email and course platform.|systeme.io|api.systeme.io/api
optinmonster|OptinMonster|K|Lead capture pop-ups and conversion optimisation.|optinmonster.com|api.optinmonster.com/v2
sumo|Sumo|K|List-building tools and share buttons for websites.|sumo.com
hotjar|Hotjar|K|Heatmaps, recordings and surveys to understand visitors.|hotjar.com|api.hotjar.io/v1|ana
semrush|Semrush|K|SEO, PPC and competitive research toolkit.|semrush.com|api.semrush.com
ahrefs|Ahrefs|K|SEO toolset for backlinks, keywords and site audits.|ahrefs.com|api.ahrefs.com/v3
moz|Moz|A|SEO software with domain authority and keyword research.|moz.com|lsapi.seomoz.com/v2
se_ranking|SE Ranking|K|SEO platform for rank tracking and audits.|seranking.com|api4.seranking.com
surfer_seo|Surfer|K|Content optimisation for search rankings.|surferseo.com
screaming_frog|Screaming Frog|K|Website crawler for technical SEO audits.|screamingfrog.co.uk
google_search_console|Google Search Console|O|Search performance and indexing reports for your site.|search.google.com/search-console|searchconsole.googleapis.com/v1|ana
bing_webmaster|Bing Webmaster Tools|K|Search performance and crawl insights from Bing.|bing.com/webmasters|ssl.bing.com/webmaster/api.svc/json
google_ads|Google Ads|O|Search, display and video advertising from Google.|ads.google.com|googleads.googleapis.com/v17
meta_ads|Meta Ads|O|Advertising across Facebook, Instagram and Messenger.|facebook.com/business/ads|graph.facebook.com/v19.0|soc
linkedin_ads|LinkedIn Ads|O|B2B advertising on LinkedIn's professional network.|business.linkedin.com/marketing-solutions/ads|api.linkedin.com/rest
microsoft_advertising|Microsoft Advertising|O|Search ads on Bing and the Microsoft network.|ads.microsoft.com|campaign.api.bingads.microsoft.com
tiktok_ads|TikTok Ads|O|Advertising campaigns on TikTok.|ads.tiktok.com|business-api.tiktok.com/open_api/v1.3|soc
x_ads|X Ads|O|Promoted posts and campaigns on X.|ads.x.com|ads-api.x.com/12|soc
pinterest_ads|Pinterest Ads|O|Shopping and brand campaigns on Pinterest.|ads.pinterest.com|api.pinterest.com/v5|soc
snapchat_ads|Snapchat Ads|O|Ads across Snapchat stories and lenses.|forbusiness.snapchat.com|adsapi.snapchat.com/v1|soc
reddit_ads|Reddit Ads|O|Community-targeted advertising on Reddit.|ads.reddit.com|ads-api.reddit.com/api/v3|soc
amazon_ads|Amazon Ads|O|Sponsored product and display advertising on Amazon.|advertising.amazon.com|advertising-api.amazon.com|ecm
quora_ads|Quora Ads|O|Reach audiences asking questions on Quora.|quora.com/business
taboola|Taboola|O|Native advertising recommendations across publishers.|taboola.com|backstage.taboola.com/backstage/api/1.0
outbrain|Outbrain|A|Native ad platform for content discovery.|outbrain.com|api.outbrain.com/amplify/v0.1
adroll|AdRoll|O|Retargeting and display ads for e-commerce brands.|adroll.com|services.adroll.com/api/v1|ecm
criteo|Criteo|O|Commerce media and retargeting advertising.|criteo.com|api.criteo.com
the_trade_desk|The Trade Desk|K|Demand-side platform for programmatic advertising.|thetradedesk.com|api.thetradedesk.com/v3
stackadapt|StackAdapt|K|Programmatic advertising across native, display and CTV.|stackadapt.com
appsflyer|AppsFlyer|B|Mobile attribution and marketing analytics.|appsflyer.com|hq1.appsflyer.com/api|ana
adjust|Adjust|B|Mobile measurement and fraud prevention.|adjust.com|dash.adjust.com/control-center/reports-service|ana
branch|Branch|K|Deep linking and mobile attribution platform.|branch.io|api2.branch.io/v1|dev
bitly|Bitly|OB|Link shortener with QR codes and click analytics.|bitly.com|api-ssl.bitly.com/v4
rebrandly|Rebrandly|K|Branded short links with custom domains.|rebrandly.com|api.rebrandly.com/v1
short_io|Short.io|K|URL shortener for branded links and analytics.|short.io|api.short.io
dub|Dub|K|Open-source link management for modern marketing teams.|dub.co|api.dub.co
qr_code_generator|QR Code Generator|K|Create dynamic QR codes and track scans.|qr-code-generator.com
linktree|Linktree|N|Link-in-bio pages for creators and brands.|linktr.ee||soc
hootsuite|Hootsuite|O|Schedule social posts and monitor channels in one dashboard.|hootsuite.com|platform.hootsuite.com/v1|soc
buffer|Buffer|O|Plan and publish social media posts across networks.|buffer.com|api.bufferapp.com/1|soc
sprout_social|Sprout Social|B|Social media management, listening and analytics.|sproutsocial.com|api.sproutsocial.com/v1|soc
later|Later|O|Visual social media scheduler for Instagram and TikTok.|later.com||soc
sprinklr|Sprinklr|O|Unified customer experience management across channels.|sprinklr.com|api2.sprinklr.com/api/v2|sup
brandwatch|Brandwatch|B|Consumer intelligence and social listening.|brandwatch.com|api.brandwatch.com|ana
mention|Mention|O|Media monitoring for brands across web and social.|mention.com|api.mention.net/api|soc
meltwater|Meltwater|K|Media intelligence, PR and social listening.|meltwater.com|api.meltwater.com
cision|Cision|K|PR distribution and earned media monitoring.|cision.com
muck_rack|Muck Rack|K|PR software for journalist discovery and coverage tracking.|muckrack.com
prowly|Prowly|K|PR and media relations software with newsrooms.|prowly.com
agorapulse|Agorapulse|O|Social media inbox, publishing and reporting.|agorapulse.com||soc
sendible|Sendible|O|Social media management for agencies.|sendible.com||soc
loomly|Loomly|O|Brand success platform for social content calendars.|loomly.com|api.loomly.com/api/v1|soc
planoly|Planoly|O|Visual planner for Instagram, Pinterest and TikTok.|planoly.com||soc
publer|Publer|K|Social media scheduling and collaboration.|publer.com|app.publer.com/api/v1|soc
metricool|Metricool|K|Social media analytics and planning for creators.|metricool.com|app.metricool.com/api|soc
typefully|Typefully|K|Write and schedule threads for X and LinkedIn.|typefully.com|api.typefully.com/v1|soc
upfluence|Upfluence|K|Influencer marketing and creator search.|upfluence.com
grin|GRIN|K|Creator management platform for e-commerce brands.|grin.co||ecm
aspire|Aspire|K|Influencer and affiliate marketing platform.|aspire.io
impact|impact.com|A|Partnership automation for affiliates and influencers.|impact.com|api.impact.com
partnerstack|PartnerStack|K|Partner and affiliate programs for B2B SaaS.|partnerstack.com|api.partnerstack.com/api/v2
rewardful|Rewardful|K|Affiliate and referral programs for Stripe businesses.|rewardful.com|api.getrewardful.com/v1
tapfiliate|Tapfiliate|K|Affiliate tracking software for online businesses.|tapfiliate.com|api.tapfiliate.com/1.6
referralcandy|ReferralCandy|K|Customer referral programs for online stores.|referralcandy.com|my.referralcandy.com/api/v1|ecm
friendbuy|Friendbuy|K|Referral and loyalty marketing for e-commerce.|friendbuy.com|mapi.fbot.me/v1|ecm
viral_loops|Viral Loops|K|Referral and waitlist campaign templates.|viral-loops.com|app.viral-loops.com/api/v3
yotpo|Yotpo|OK|Reviews, loyalty and SMS marketing for e-commerce.|yotpo.com|api.yotpo.com|ecm
trustpilot|Trustpilot|OK|Customer review platform for businesses.|trustpilot.com|api.trustpilot.com/v1
birdeye|Birdeye|K|Reputation management and review generation.|birdeye.com|api.birdeye.com/resources/v1
podium|Podium|O|Messaging, reviews and payments for local businesses.|podium.com|api.podium.com/v4|com
g2|G2|B|Software marketplace and peer review site.|g2.com|data.g2.com/api/v1
capterra|Capterra|K|Software reviews and comparison directory.|capterra.com
yelp|Yelp|K|Local business reviews and the Yelp Fusion API.|yelp.com|api.yelp.com/v3
google_business_profile|Google Business Profile|O|Manage how your business appears on Google Search and Maps.|business.google.com|mybusinessbusinessinformation.googleapis.com/v1
@eml
gmail|Gmail|O|Google's email service for sending, searching and labelling mail.|mail.google.com|gmail.googleapis.com/gmail/v1|com
outlook|Outlook|O|Microsoft 365 email, contacts and calendar.|outlook.com|graph.microsoft.com/v1.0|com
yahoo_mail|Yahoo Mail|O|Consumer email service from Yahoo.|mail.yahoo.com
zoho_mail|Zoho Mail|O|Ad-free business email with collaboration tools.|zoho.com/mail|mail.zoho.com/api
fastmail|Fastmail|B|Privacy-focused email with JMAP support.|fastmail.com|api.fastmail.com/jmap
proton_mail|Proton Mail|B|End-to-end encrypted email based in Switzerland.|proton.me/mail||sec
hey|HEY|O|Opinionated email service from the makers of Basecamp.|hey.com
superhuman|Superhuman|O|Keyboard-first email client built for speed.|superhuman.com
spark_mail|Spark|O|Smart email client for teams from Readdle.|sparkmailapp.com
sendgrid|SendGrid|K|Transactional and marketing email delivery from Twilio.|sendgrid.com|api.sendgrid.com/v3|dev
mailgun|Mailgun|A|Email API for sending, receiving and tracking messages.|mailgun.com|api.mailgun.net/v3|dev
postmark|Postmark|K|Fast, reliable transactional email delivery.|postmarkapp.com|api.postmarkapp.com|dev
amazon_ses|Amazon SES|K|Scalable email sending service on AWS.|aws.amazon.com/ses|email.us-east-1.amazonaws.com/v2|cld
sparkpost|SparkPost|K|High-volume email delivery and analytics.|sparkpost.com|api.sparkpost.com/api/v1|dev
mailjet|Mailjet|A|Email delivery and marketing platform from Sinch.|mailjet.com|api.mailjet.com/v3.1|mkt
resend|Resend|K|Email API for developers, built around React Email.|resend.com|api.resend.com|dev
loops|Loops|K|Email for SaaS companies, product and marketing in one.|loops.so|app.loops.so/api/v1|mkt
mailersend|MailerSend|K|Transactional email and SMS from the MailerLite team.|mailersend.com|api.mailersend.com/v1|dev
smtp2go|SMTP2GO|K|Email delivery service with SMTP and API sending.|smtp2go.com|api.smtp2go.com/v3
elastic_email|Elastic Email|K|Affordable email delivery and marketing.|elasticemail.com|api.elasticemail.com/v4|mkt
mandrill|Mandrill|K|Transactional email add-on for Mailchimp.|mandrill.com|mandrillapp.com/api/1.0|dev
zeptomail|ZeptoMail|K|Transactional email service from Zoho.|zeptomail.com|api.zeptomail.com/v1.1
smtp|SMTP|A|Send email through any SMTP server.|smtp.example.com|smtp.example.com
imap|IMAP|A|Read email from any IMAP mailbox.|imap.example.com|imap.example.com
neverbounce|NeverBounce|K|Email verification and list cleaning.|neverbounce.com|api.neverbounce.com/v4|mkt
zerobounce|ZeroBounce|K|Email validation and deliverability toolkit.|zerobounce.net|api.zerobounce.net/v2|mkt
kickbox|Kickbox|K|Email verification to keep lists clean.|kickbox.com|api.kickbox.com/v2|mkt
mailcheck|Mailcheck.ai|N|Free disposable email detection API.|mailcheck.ai|api.mailcheck.ai
litmus|Litmus|K|Email testing, previews and analytics.|litmus.com|api.litmus.com/v1|mkt
email_on_acid|Email on Acid|A|Email previews and deliverability testing.|emailonacid.com|api.emailonacid.com/v5|mkt
stripo|Stripo|K|Drag-and-drop email template builder.|stripo.email|my.stripo.email/emailgeneration/v1|des
beefree|Beefree|K|Email and landing page design editor.|beefree.io|api.getbee.io/v1|des
sanebox|SaneBox|O|AI email filtering that hides unimportant messages.|sanebox.com||pro
mixmax|Mixmax|K|Email productivity with tracking and sequences.|mixmax.com|api.mixmax.com/v1|sal
yesware|Yesware|O|Email tracking and templates for salespeople.|yesware.com||sal
mailbutler|Mailbutler|K|Smart email assistant for Gmail and Apple Mail.|mailbutler.io||pro
boomerang|Boomerang|O|Schedule emails and reminders in Gmail and Outlook.|boomerangapp.com||pro
shortwave|Shortwave|O|AI-powered email client built on Gmail.|shortwave.com||ai
@pro
notion|Notion|OB|Connected workspace for docs, wikis and databases.|notion.so|api.notion.com/v1|doc
google_docs|Google Docs|O|Collaborative documents in Google Workspace.|docs.google.com|docs.googleapis.com/v1|doc
google_sheets|Google Sheets|O|Cloud spreadsheets with real-time collaboration.|sheets.google.com|sheets.googleapis.com/v4
google_slides|Google Slides|O|Online presentations from Google Workspace.|slides.google.com|slides.googleapis.com/v1
google_keep|Google Keep|O|Quick notes, lists and reminders from Google.|keep.google.com|keep.googleapis.com/v1
google_tasks|Google Tasks|O|Simple to-do lists integrated with Gmail and Calendar.|tasks.google.com|tasks.googleapis.com/tasks/v1
google_contacts|Google Contacts|O|Address book synced across Google services.|contacts.google.com|people.googleapis.com/v1
google_workspace_admin|Google Workspace Admin|O|Manage users, groups and devices in Google Workspace.|admin.google.com|admin.googleapis.com/admin/directory/v1|sec
microsoft_word|Microsoft Word|O|Word documents stored in OneDrive and SharePoint.|microsoft.com/microsoft-365/word|graph.microsoft.com/v1.0|doc
microsoft_excel|Microsoft Excel|O|Excel workbooks accessed through Microsoft Graph.|microsoft.com/microsoft-365/excel|graph.microsoft.com/v1.0
microsoft_powerpoint|Microsoft PowerPoint|O|Presentations in Microsoft 365.|microsoft.com/microsoft-365/powerpoint|graph.microsoft.com/v1.0
microsoft_onenote|OneNote|O|Digital notebooks for notes, sketches and clippings.|onenote.com|graph.microsoft.com/v1.0
microsoft_todo|Microsoft To Do|O|Personal task lists and My Day planning.|to-do.office.com|graph.microsoft.com/v1.0
wunderlist|Wunderlist|O|Discontinued to-do app, succeeded by Microsoft To Do.|wunderlist.com|a.wunderlist.com/api/v1
sharepoint|SharePoint|O|Intranet sites, lists and document libraries.|microsoft.com/microsoft-365/sharepoint|graph.microsoft.com/v1.0|sto
airtable|Airtable|OB|Spreadsheet-database hybrid for building team apps.|airtable.com|api.airtable.com/v0|db
smartsheet|Smartsheet|OB|Grid-based work management for projects and processes.|smartsheet.com|api.smartsheet.com/2.0|pm
coda|Coda|B|Docs that combine text, tables and automations.|coda.io|coda.io/apis/v1|doc
quip|Quip|B|Salesforce collaborative docs and spreadsheets.|quip.com|platform.quip.com/1|doc
confluence|Confluence|OA|Atlassian team wiki for documentation and knowledge sharing.|atlassian.com/software/confluence|example.atlassian.net/wiki/rest/api|doc
evernote|Evernote|O|Note-taking app for capturing and organising ideas.|evernote.com|www.evernote.com/shard
obsidian|Obsidian|N|Local Markdown knowledge base with linked notes.|obsidian.md
roam_research|Roam Research|K|Networked note-taking for connected thought.|roamresearch.com|api.roamresearch.com
logseq|Logseq|N|Open-source outliner and knowledge graph.|logseq.com
craft|Craft|K|Beautiful documents and notes for Apple devices.|craft.do||doc
bear|Bear|N|Markdown note-taking app for Apple platforms.|bear.app
apple_notes|Apple Notes|N|Notes app built into iOS and macOS.|apple.com/notes
simplenote|Simplenote|A|Lightweight, free note-taking across devices.|simplenote.com
standard_notes|Standard Notes|B|Encrypted notes app focused on privacy.|standardnotes.com
mem|Mem|K|AI-organised notes that resurface what matters.|mem.ai|api.mem.ai/v2|ai
reflect|Reflect|K|Networked notes with end-to-end encryption and AI.|reflect.app|reflect.app/api
capacities|Capacities|K|Object-based note-taking studio.|capacities.io|api.capacities.io
anytype|Anytype|N|Local-first, private workspace for notes and objects.|anytype.io
todoist|Todoist|OB|To-do list and task manager for individuals and teams.|todoist.com|api.todoist.com/rest/v2
ticktick|TickTick|O|To-do lists with calendar, habits and Pomodoro timer.|ticktick.com|api.ticktick.com/open/v1
things|Things|N|Award-winning task manager for Apple devices.|culturedcode.com/things
omnifocus|OmniFocus|N|Powerful GTD task manager for Apple platforms.|omnigroup.com/omnifocus
any_do|Any.do|K|To-do list, calendar and reminders app.|any.do
remember_the_milk|Remember The Milk|K|Smart to-do app for busy people.|rememberthemilk.com|api.rememberthemilk.com/services/rest
amazing_marvin|Amazing Marvin|K|Highly customisable personal productivity system.|amazingmarvin.com|serv.amazingmarvin.com/api
sunsama|Sunsama|K|Daily planner that pulls tasks from your tools.|sunsama.com||sch
motion|Motion|K|AI calendar that schedules your tasks automatically.|usemotion.com|api.usemotion.com/v1|sch
akiflow|Akiflow|K|Time-blocking tool that consolidates tasks.|akiflow.com||sch
reclaim|Reclaim.ai|K|AI scheduling for habits, tasks and meetings.|reclaim.ai|api.app.reclaim.ai/api|sch
clockwise|Clockwise|O|Calendar optimisation to create focus time.|getclockwise.com||sch
raycast|Raycast|N|Extendable launcher and productivity tool for macOS.|raycast.com
alfred|Alfred|N|Productivity app and launcher for macOS.|alfredapp.com
zapier_tables|Zapier Tables|K|No-code database tables from Zapier.|zapier.com/tables||db
rows|Rows|K|Spreadsheet with built-in integrations and AI.|rows.com|api.rows.com/v1
grist|Grist|B|Relational spreadsheet with Python formulas.|getgrist.com|docs.getgrist.com/api|db
seatable|SeaTable|K|No-code database and spreadsheet collaboration.|seatable.io|cloud.seatable.io/api/v2.1|db
nocodb|NocoDB|K|Open-source Airtable alternative on any SQL database.|nocodb.com|app.nocodb.com/api/v2|db
baserow|Baserow|B|Open-source no-code database and app builder.|baserow.io|api.baserow.io/api|db
stackby|Stackby|K|Spreadsheet-database with API integrations.|stackby.com|stackby.com/api/betav1|db
fibery|Fibery|B|Connected workspace for product teams.|fibery.io||pm
toggl|Toggl Track|AB|Simple time tracking with reports.|toggl.com/track|api.track.toggl.com/api/v9
clockify|Clockify|K|Free time tracker and timesheet app.|clockify.me|api.clockify.me/api/v1
harvest|Harvest|OB|Time tracking and invoicing for teams.|getharvest.com|api.harvestapp.com/v2|fin
rescuetime|RescueTime|K|Automatic time tracking and focus insights.|rescuetime.com|www.rescuetime.com/anapi
timely|Timely|O|AI-powered automatic time tracking.|timelyapp.com|api.timelyapp.com/1.1
everhour|Everhour|K|Time tracking integrated with project tools.|everhour.com|api.everhour.com
hubstaff|Hubstaff|O|Time tracking and workforce management for remote teams.|hubstaff.com|api.hubstaff.com/v2|hr
timecamp|TimeCamp|K|Time tracking with productivity monitoring.|timecamp.com|app.timecamp.com/third_party/api
tmetric|TMetric|B|Time tracking for teams and freelancers.|tmetric.com|app.tmetric.com/api/v3
wakatime|WakaTime|OK|Automatic coding time tracking from your editor.|wakatime.com|wakatime.com/api/v1|dev
pocket|Pocket|O|Save articles and videos to read later.|getpocket.com|getpocket.com/v3
instapaper|Instapaper|O|Read-later service with a clean reading view.|instapaper.com|www.instapaper.com/api/1
raindrop|Raindrop.io|OB|All-in-one bookmark manager.|raindrop.io|api.raindrop.io/rest/v1
readwise|Readwise|B|Resurfaces highlights from books and articles.|readwise.io|readwise.io/api/v2
feedly|Feedly|OB|RSS reader and AI-powered news tracking.|feedly.com|api.feedly.com/v3
inoreader|Inoreader|O|Content reader for RSS feeds and newsletters.|inoreader.com|www.inoreader.com/reader/api/0
rss|RSS|N|Reads any RSS or Atom feed and watches it for new entries.|patchbay.dev/toolkits/rss|local
miro|Miro|OB|Online whiteboard for visual collaboration.|miro.com|api.miro.com/v2|des
mural|Mural|O|Digital workspace for visual collaboration.|mural.co|app.mural.co/api/public/v1|des
whimsical|Whimsical|K|Flowcharts, wireframes and docs in one place.|whimsical.com||des
lucid|Lucid|O|Lucidchart and Lucidspark for diagrams and whiteboards.|lucid.co|api.lucid.co|des
excalidraw|Excalidraw|N|Hand-drawn style virtual whiteboard.|excalidraw.com||des
tldraw|tldraw|N|Infinite canvas whiteboard and SDK.|tldraw.com||des
mindmeister|MindMeister|O|Collaborative online mind mapping.|mindmeister.com|www.mindmeister.com/services/rest/oauth2
xmind|Xmind|K|Mind mapping and brainstorming software.|xmind.com
scrintal|Scrintal|K|Visual note-taking on an infinite canvas.|scrintal.com
1password|1Password|B|Password manager for families and businesses.|1password.com|events.1password.com|sec
bitwarden|Bitwarden|OK|Open-source password manager.|bitwarden.com|api.bitwarden.com|sec
lastpass|LastPass|K|Password manager with enterprise SSO features.|lastpass.com|lastpass.com/enterpriseapi.php|sec
dashlane|Dashlane|K|Password manager with passkey support.|dashlane.com|api.dashlane.com|sec
keeper|Keeper|K|Zero-knowledge password and secrets manager.|keepersecurity.com||sec
grammarly|Grammarly|O|AI writing assistance for grammar, tone and clarity.|grammarly.com|api.grammarly.com|ai
deepl|DeepL|K|High-quality machine translation API.|deepl.com|api.deepl.com/v2|ai
google_translate|Google Translate|K|Translation API for over one hundred languages.|translate.google.com|translation.googleapis.com/language/translate/v2|ai
weather_api|OpenWeatherMap|K|Current weather, forecasts and historical data.|openweathermap.org|api.openweathermap.org/data/2.5
google_maps|Google Maps|K|Maps, geocoding, directions and places APIs.|maps.google.com|maps.googleapis.com/maps/api
mapbox|Mapbox|K|Custom maps, navigation and location search.|mapbox.com|api.mapbox.com|dev
here_maps|HERE|K|Location platform for maps, routing and geocoding.|here.com|geocode.search.hereapi.com/v1|dev
what3words|what3words|K|Every 3m square addressed by three words.|what3words.com|api.what3words.com/v3
unsplash|Unsplash|K|Free high-resolution photos via API.|unsplash.com|api.unsplash.com|des
pexels|Pexels|K|Free stock photos and videos.|pexels.com|api.pexels.com/v1|des
giphy|GIPHY|K|Search and share animated GIFs.|giphy.com|api.giphy.com/v1|soc
wolfram_alpha|WolframAlpha|K|Computational knowledge engine answering factual queries.|wolframalpha.com|api.wolframalpha.com/v2|ai
@pm
jira|Jira|OA|Issue and project tracking for agile software teams.|atlassian.com/software/jira|example.atlassian.net/rest/api/3|dev
asana|Asana|OB|Work management for tasks, projects and portfolios.|asana.com|app.asana.com/api/1.0|pro
trello|Trello|OK|Kanban boards, lists and cards for organising work.|trello.com|api.trello.com/1|pro
monday|monday.com|OK|Work OS for building custom workflows and boards.|monday.com|api.monday.com/v2|pro
clickup|ClickUp|OK|All-in-one workspace for tasks, docs and goals.|clickup.com|api.clickup.com/api/v2|pro
basecamp|Basecamp|O|Project management and team communication in one place.|basecamp.com|3.basecampapi.com|com
wrike|Wrike|OB|Collaborative work management for enterprises.|wrike.com|www.wrike.com/api/v4
teamwork|Teamwork.com|OA|Project management built for client work.|teamwork.com|example.teamwork.com/projects/api/v3
height|Height|K|Autonomous project management with AI.|height.app|api.height.app
shortcut|Shortcut|K|Project management for software teams, formerly Clubhouse.|shortcut.com|api.app.shortcut.com/api/v3|dev
plane|Plane|K|Open-source project tracking for software teams.|plane.so|api.plane.so/api/v1|dev
youtrack|YouTrack|B|JetBrains issue tracker and agile boards.|jetbrains.com/youtrack|example.youtrack.cloud/api|dev
pivotal_tracker|Pivotal Tracker|K|Story-based agile project tracker.|pivotaltracker.com|www.pivotaltracker.com/services/v5|dev
taiga|Taiga|B|Open-source agile project management.|taiga.io|api.taiga.io/api/v1|dev
redmine|Redmine|KA|Open-source issue tracking and project wiki.|redmine.org|redmine.example.com|dev
zenhub|ZenHub|K|Agile project management inside GitHub.|zenhub.com|api.zenhub.com/public/graphql|dev
targetprocess|Targetprocess|K|Visual agile portfolio management from Apptio.|targetprocess.com
rally|Rally|K|Enterprise agile planning from Broadcom.|broadcom.com/products/software/value-stream-management/rally|rally1.rallydev.com/slm/webservice/v2.0
microsoft_planner|Microsoft Planner|O|Task boards for Microsoft 365 groups.|planner.cloud.microsoft|graph.microsoft.com/v1.0
microsoft_project|Microsoft Project|O|Project scheduling and resource management.|microsoft.com/microsoft-365/project|graph.microsoft.com/v1.0
smartsheet_resource|Resource Management by Smartsheet|K|Resource planning and forecasting, formerly 10,000ft.|smartsheet.com/platform/resource-management|api.rm.smartsheet.com/api/v1
teamgantt|TeamGantt|K|Online Gantt charts for project planning.|teamgantt.com|api.teamgantt.com/v1
ganttpro|GanttPRO|K|Gantt chart software for project managers.|ganttpro.com
instagantt|Instagantt|K|Gantt charts for Asana and standalone teams.|instagantt.com
toggl_plan|Toggl Plan|O|Visual project planning and team timelines.|toggl.com/plan
float|Float|B|Resource scheduling for agencies and studios.|float.com|api.float.com/v3
forecast_app|Forecast|K|AI-powered resource and project management.|forecast.app|api.forecast.it/api/v1
productive|Productive|K|Agency management for projects, budgets and billing.|productive.io|api.productive.io/api/v2
scoro|Scoro|K|End-to-end work management for professional services.|scoro.com
paymo|Paymo|K|Project management with time tracking and invoicing.|paymoapp.com|app.paymoapp.com/api
accelo|Accelo|O|Client work management for service businesses.|accelo.com|example.api.accelo.com/api/v0
workamajig|Workamajig|K|Project management for creative agencies.|workamajig.com
nifty|Nifty|O|Project management that combines chat and milestones.|niftypm.com|openapi.niftypm.com/api/v1.0
hive|Hive|K|Project management with flexible views and chat.|hive.com|app.hive.com/api/v1
meistertask|MeisterTask|O|Intuitive kanban task management.|meistertask.com|www.meistertask.com/api
kanbanize|Businessmap|K|Kanban software for portfolio management, formerly Kanbanize.|businessmap.io|example.kanbanize.com/api/v2
kanbanflow|KanbanFlow|K|Lean project management with a Pomodoro timer.|kanbanflow.com|kanbanflow.com/api/v1
favro|Favro|A|Planning and collaboration app for agile teams.|favro.com|favro.com/api/v1
zoho_projects|Zoho Projects|O|Project management from the Zoho suite.|zoho.com/projects|projectsapi.zoho.com/restapi
zoho_sprints|Zoho Sprints|O|Agile scrum tool from Zoho.|zoho.com/sprints|sprintsapi.zoho.com/zsapi
freedcamp|Freedcamp|K|Free project management with tasks and calendars.|freedcamp.com|freedcamp.com/api/v1
proofhub|ProofHub|K|Project planning and proofing in one tool.|proofhub.com
podio|Podio|O|Customisable work platform from Citrix.|podio.com|api.podio.com
quickbase|Quickbase|B|Low-code platform for operational apps.|quickbase.com|api.quickbase.com/v1|db
kissflow|Kissflow|K|Low-code workflow and process automation.|kissflow.com||aut
process_street|Process Street|K|Checklists and workflow software for recurring processes.|process.st|public-api.process.st/api/v1.1|aut
pipefy|Pipefy|B|Process automation with kanban-style pipes.|pipefy.com|api.pipefy.com/graphql|aut
tallyfy|Tallyfy|K|Workflow and process documentation software.|tallyfy.com||aut
workflowy|WorkFlowy|K|Infinitely nested lists for notes and planning.|workflowy.com||pro
dynalist|Dynalist|K|Outliner for organising ideas and tasks.|dynalist.io|dynalist.io/api/v1|pro
nuclino|Nuclino|K|Lightweight team wiki and knowledge base.|nuclino.com|api.nuclino.com/v0|doc
slite|Slite|K|Knowledge base for asynchronous teams.|slite.com|api.slite.com/v1|doc
tettra|Tettra|K|Internal knowledge base with Slack integration.|tettra.com||doc
guru|Guru|A|AI-powered company wiki and enterprise search.|getguru.com|api.getguru.com/api/v1|doc
notion_calendar|Notion Calendar|O|Calendar app that connects to your Notion workspace.|notion.so/product/calendar|api.notion.com/v1|sch
productboard|Productboard|OB|Product management for roadmaps and customer insights.|productboard.com|api.productboard.com
aha|Aha!|K|Product roadmap and idea management software.|aha.io|example.aha.io/api/v1
canny|Canny|K|Customer feedback boards and public roadmaps.|canny.io|canny.io/api/v1|sup
uservoice|UserVoice|O|Product feedback management for SaaS companies.|uservoice.com|example.uservoice.com/api/v2|sup
featurebase|Featurebase|K|Feedback boards, roadmaps and changelogs.|featurebase.app|do.featurebase.app/v2|sup
frill|Frill|K|Feature voting, roadmap and announcements widget.|frill.co|api.frill.co/v1|sup
productlane|Productlane|K|Customer feedback portal connected to Linear.|productlane.com||sup
roadmunk|Roadmunk|K|Roadmapping software for product teams.|roadmunk.com
airfocus|airfocus|K|Modular product management and prioritisation.|airfocus.com|app.airfocus.com/api
dovetail|Dovetail|K|Customer insights hub for user research.|dovetail.com|dovetail.com/api/v1|ana
maze|Maze|K|Rapid product research and usability testing.|maze.co||des
usertesting|UserTesting|O|Human insight platform for video feedback.|usertesting.com
lookback|Lookback|K|Live and recorded user research sessions.|lookback.com||vid
ones|ONES|K|R&D management for agile software teams.|ones.com||dev
backlog|Backlog|K|Project management and bug tracking from Nulab.|backlog.com|example.backlog.com/api/v2|dev
cacoo|Cacoo|K|Online diagram and flowchart tool from Nulab.|cacoo.com|cacoo.com/api/v1|des
@ana
google_analytics|Google Analytics|O|Web and app analytics with GA4 event reporting.|analytics.google.com|analyticsdata.googleapis.com/v1beta|mkt
universal_analytics|Universal Analytics|O|Legacy Google Analytics properties, replaced by GA4.|analytics.google.com|analyticsreporting.googleapis.com/v4|mkt
mixpanel|Mixpanel|A|Event-based product analytics for funnels and retention.|mixpanel.com|mixpanel.com/api/2.0
amplitude|Amplitude|A|Digital analytics for product and growth teams.|amplitude.com|amplitude.com/api/2
heap|Heap|K|Product analytics that autocaptures every interaction.|heap.io|heapanalytics.com/api
posthog|PostHog|K|Open-source product analytics, session replay and flags.|posthog.com|us.posthog.com/api|dev
segment|Segment|B|Customer data platform that routes events to your tools.|segment.com|api.segmentapis.com|dev
rudderstack|RudderStack|B|Warehouse-native customer data platform.|rudderstack.com|api.rudderstack.com/v2|dev
mparticle|mParticle|A|Customer data infrastructure for mobile and web.|mparticle.com|s2s.mparticle.com/v2
fullstory|FullStory|K|Digital experience analytics with session replay.|fullstory.com|api.fullstory.com/v2
logrocket|LogRocket|K|Session replay and frontend monitoring.|logrocket.com|api.logrocket.com/v1|mon
smartlook|Smartlook|K|Session recordings and event analytics for apps.|smartlook.com|api.eu.smartlook.cloud/api/v1
microsoft_clarity|Microsoft Clarity|B|Free heatmaps and session recordings.|clarity.microsoft.com|www.clarity.ms/export-data/api/v1
crazy_egg|Crazy Egg|K|Heatmaps, scroll maps and A/B testing.|crazyegg.com
mouseflow|Mouseflow|A|Behaviour analytics with heatmaps and funnels.|mouseflow.com|api-us.mouseflow.com
pendo|Pendo|K|Product analytics with in-app guides.|pendo.io|app.pendo.io/api/v1|pro
june|June|K|Product analytics for B2B SaaS built on Segment.|june.so|api.june.so/api
plausible|Plausible|B|Lightweight, privacy-friendly website analytics.|plausible.io|plausible.io/api/v2
fathom_analytics|Fathom Analytics|B|Simple, privacy-first website analytics.|usefathom.com|api.usefathom.com/v1
simple_analytics|Simple Analytics|K|Privacy-friendly analytics without cookies.|simpleanalytics.com|simpleanalytics.com/api
matomo|Matomo|K|Open-source analytics with full data ownership.|matomo.org|matomo.example.com/index.php
umami|Umami|B|Open-source, privacy-focused web analytics.|umami.is|api.umami.is/v1
pirsch|Pirsch|B|Cookie-free web analytics hosted in Germany.|pirsch.io|api.pirsch.io/api/v1
chartmogul|ChartMogul|A|Subscription analytics and revenue reporting.|chartmogul.com|api.chartmogul.com/v1|fin
baremetrics|Baremetrics|B|Metrics and dunning for subscription businesses.|baremetrics.com|api.baremetrics.com/v1|fin
profitwell|Paddle ProfitWell|K|Free subscription metrics and retention tools.|profitwell.com|api.profitwell.com/v2|fin
tableau|Tableau|B|Visual analytics and interactive dashboards.|tableau.com|example.online.tableau.com/api/3.22
power_bi|Power BI|O|Microsoft business intelligence and reports.|powerbi.microsoft.com|api.powerbi.com/v1.0/myorg
looker|Looker|A|Governed BI and semantic modelling on Google Cloud.|cloud.google.com/looker|example.cloud.looker.com/api/4.0
looker_studio|Looker Studio|O|Free dashboards and reports from Google.|lookerstudio.google.com|datastudio.googleapis.com/v1
google_data_studio|Google Data Studio|O|Former name of Looker Studio.|datastudio.google.com|datastudio.googleapis.com/v1
metabase|Metabase|K|Open-source BI for questions and dashboards.|metabase.com|metabase.example.com/api
superset|Apache Superset|B|Open-source data exploration and visualisation.|superset.apache.org|superset.example.com/api/v1
redash|Redash|K|Query, visualise and share data from many sources.|redash.io|redash.example.com/api
mode|Mode|A|Collaborative analytics with SQL, Python and reports.|mode.com|app.mode.com/api
hex|Hex|B|Collaborative data notebooks and apps.|hex.tech|app.hex.tech/api/v1|ai
sigma_computing|Sigma|O|Cloud BI with a spreadsheet interface on the warehouse.|sigmacomputing.com|aws-api.sigmacomputing.com/v2
domo|Domo|O|Cloud BI and data apps platform.|domo.com|api.domo.com/v1
qlik_sense|Qlik Sense|K|Associative analytics and dashboards.|qlik.com|example.us.qlikcloud.com/api/v1
thoughtspot|ThoughtSpot|B|Search-driven, AI-powered analytics.|thoughtspot.com|example.thoughtspot.cloud/api/rest/2.0
klipfolio|Klipfolio|K|Dashboards and metrics for small businesses.|klipfolio.com|app.klipfolio.com/api/1.0
databox|Databox|K|Business analytics dashboards from many sources.|databox.com|push.databox.com
geckoboard|Geckoboard|K|Real-time TV dashboards for team KPIs.|geckoboard.com|api.geckoboard.com
luzmo|Luzmo|K|Embedded analytics for SaaS products.|luzmo.com|api.luzmo.com/0.1.0
grafana|Grafana|B|Dashboards and visualisation for metrics and logs.|grafana.com|example.grafana.net/api|mon
dbt_cloud|dbt Cloud|B|Managed data transformation with dbt.|getdbt.com|cloud.getdbt.com/api/v2|db
fivetran|Fivetran|A|Automated data pipelines into your warehouse.|fivetran.com|api.fivetran.com/v1|db
airbyte|Airbyte|B|Open-source data integration and ELT.|airbyte.com|api.airbyte.com/v1|db
stitch|Stitch|B|Cloud ETL for moving data to the warehouse.|stitchdata.com|api.stitchdata.com/v4|db
hightouch|Hightouch|B|Reverse ETL and composable CDP.|hightouch.com|api.hightouch.com/api/v1|db
census|Census|B|Reverse ETL syncing warehouse data to business tools.|getcensus.com|app.getcensus.com/api/v1|db
hevo|Hevo Data|A|No-code data pipeline platform.|hevodata.com|us.hevodata.com/api/public/v2.0|db
matillion|Matillion|K|Cloud data integration and transformation.|matillion.com||db
dagster|Dagster Cloud|K|Data orchestration with software-defined assets.|dagster.io||dev
prefect|Prefect|K|Workflow orchestration for data pipelines.|prefect.io|api.prefect.cloud/api|dev
astronomer|Astronomer|B|Managed Apache Airflow for data orchestration.|astronomer.io|api.astronomer.io/v1|dev
monte_carlo|Monte Carlo|K|Data observability to catch broken pipelines.|montecarlodata.com|api.getmontecarlo.com/graphql|mon
atlan|Atlan|B|Active metadata platform and data catalog.|atlan.com|example.atlan.com/api|db
alation|Alation|K|Enterprise data catalog and governance.|alation.com||db
optimizely|Optimizely|B|Experimentation, feature flags and content management.|optimizely.com|api.optimizely.com/v2|mkt
vwo|VWO|K|A/B testing and conversion optimisation.|vwo.com|app.vwo.com/api/v2|mkt
ab_tasty|AB Tasty|O|Experimentation and personalisation platform.|abtasty.com||mkt
google_optimize|Google Optimize|O|Sunset A/B testing tool from Google.|optimize.google.com||mkt
eppo|Eppo|K|Warehouse-native experimentation platform.|geteppo.com|eppo.cloud/api/v1
growthbook|GrowthBook|B|Open-source feature flags and A/B testing.|growthbook.io|api.growthbook.io/api/v1|dev
similarweb|Similarweb|K|Website traffic and competitive intelligence.|similarweb.com|api.similarweb.com/v1|mkt
builtwith|BuiltWith|K|Technology profiling for websites.|builtwith.com|api.builtwith.com|sal
crunchbase|Crunchbase|K|Company, funding and investor data.|crunchbase.com|api.crunchbase.com/api/v4|sal
pitchbook|PitchBook|K|Private capital market data and research.|pitchbook.com||fin
statista|Statista|K|Statistics and market data portal.|statista.com
google_trends|Google Trends|N|Search interest over time and by region.|trends.google.com
kaggle|Kaggle|A|Data science competitions, datasets and notebooks.|kaggle.com|www.kaggle.com/api/v1|ai
data_world|data.world|B|Data catalog and collaborative data platform.|data.world|api.data.world/v0|db
appfigures|Appfigures|OA|App store analytics, ASO and revenue tracking.|appfigures.com|api.appfigures.com/v2
sensor_tower|Sensor Tower|K|Mobile app market intelligence.|sensortower.com|api.sensortower.com/v1
countly|Countly|K|Product analytics for mobile, web and desktop.|count.ly|countly.example.com/o
keen|Keen|K|Event data streaming and analytics APIs.|keen.io|api.keen.io/3.0|dev
kissmetrics|Kissmetrics|K|Person-based behavioural analytics.|kissmetrics.io
woopra|Woopra|A|Customer journey analytics.|woopra.com|www.woopra.com/rest/3.0
indicative|Indicative|K|Customer journey analytics on the data warehouse.|indicative.com
@fin
quickbooks|QuickBooks Online|O|Accounting, invoicing and payroll for small businesses.|quickbooks.intuit.com|quickbooks.api.intuit.com/v3
xero|Xero|O|Cloud accounting for small businesses and their advisors.|xero.com|api.xero.com/api.xro/2.0
freshbooks|FreshBooks|O|Invoicing and accounting for service businesses.|freshbooks.com|api.freshbooks.com
wave|Wave|O|Free accounting and invoicing for small businesses.|waveapps.com|gql.waveapps.com/graphql/public
sage_intacct|Sage Intacct|A|Cloud financial management for mid-sized companies.|sage.com/en-us/sage-business-cloud/intacct|api.intacct.com/ia/xml/xmlgw.phtml
sage_accounting|Sage Accounting|O|Accounting for small businesses from Sage.|sage.com|api.accounting.sage.com/v3.1
netsuite|NetSuite|OA|Oracle's cloud ERP for finance and operations.|netsuite.com|example.suitetalk.api.netsuite.com/services/rest
zoho_books|Zoho Books|O|Online accounting from the Zoho suite.|zoho.com/books|www.zohoapis.com/books/v3
zoho_invoice|Zoho Invoice|O|Free invoicing software from Zoho.|zoho.com/invoice|www.zohoapis.com/invoice/v3
myob|MYOB|O|Accounting and payroll for Australia and New Zealand.|myob.com|api.myob.com/accountright
kashflow|KashFlow|A|UK online accounting for small businesses.|kashflow.com
freeagent|FreeAgent|O|Accounting software for UK freelancers and small businesses.|freeagent.com|api.freeagent.com/v2
clearbooks|Clear Books|O|UK cloud accounting for small businesses.|clearbooks.co.uk
exact_online|Exact Online|O|Cloud accounting and ERP popular in the Benelux.|exact.com|start.exactonline.nl/api/v1
lexoffice|Lexware Office|K|German online accounting, formerly lexoffice.|lexoffice.de|api.lexoffice.io/v1
sevdesk|sevDesk|K|Accounting software for German freelancers and SMBs.|sevdesk.de|my.sevdesk.de/api/v1
datev|DATEV|O|German tax and accounting software cooperative.|datev.de
billy|Billy|K|Simple Danish accounting software.|billy.dk|api.billysbilling.com/v2
e_conomic|e-conomic|K|Danish cloud accounting from Visma.|e-conomic.com|restapi.e-conomic.com
fortnox|Fortnox|O|Swedish cloud accounting and business administration.|fortnox.se|api.fortnox.se/3
visma_netvisor|Netvisor|K|Finnish cloud financial management from Visma.|netvisor.fi
tally|TallyPrime|A|Accounting and inventory software popular in India.|tallysolutions.com
zoho_expense|Zoho Expense|O|Expense reporting and travel management.|zoho.com/expense|www.zohoapis.com/expense/v1
expensify|Expensify|K|Receipt scanning and expense reports.|expensify.com|integrations.expensify.com/Integration-Server
ramp|Ramp|O|Corporate cards and spend management.|ramp.com|api.ramp.com/developer/v1
brex|Brex|OB|Corporate cards, banking and expense software.|brex.com|platform.brexapis.com
divvy|BILL Spend & Expense|K|Spend management and virtual cards, formerly Divvy.|bill.com/product/spend-and-expense
bill_com|BILL|K|Accounts payable and receivable automation.|bill.com|gateway.prod.bill.com/connect/v3
tipalti|Tipalti|K|Global payables automation for mass payments.|tipalti.com
airbase|Airbase|O|Spend management for mid-sized companies.|airbase.com
pleo|Pleo|O|Smart company cards for European teams.|pleo.io|external.pleo.io/v1
spendesk|Spendesk|O|Spend management with cards and approvals.|spendesk.com|public-api.spendesk.com/v1
emburse|Emburse|K|Expense management and automation.|emburse.com
sap_concur|SAP Concur|O|Travel, expense and invoice management.|concur.com|us.api.concursolutions.com
navan|Navan|O|Travel booking and expense management, formerly TripActions.|navan.com
mercury|Mercury|B|Banking built for startups.|mercury.com|api.mercury.com/api/v1
plaid|Plaid|K|Connects apps to users' bank accounts.|plaid.com|production.plaid.com|pay
yodlee|Envestnet Yodlee|K|Financial data aggregation APIs.|yodlee.com|production.api.yodlee.com/ysl
truelayer|TrueLayer|O|Open banking payments and data in Europe.|truelayer.com|api.truelayer.com|pay
gocardless|GoCardless|OB|Bank debit payments and recurring collections.|gocardless.com|api.gocardless.com|pay
wise|Wise|B|International money transfers and multi-currency accounts.|wise.com|api.transferwise.com|pay
revolut_business|Revolut Business|O|Business accounts, cards and FX.|revolut.com/business|b2b.revolut.com/api/1.0|pay
qonto|Qonto|OK|Online business banking for European SMEs.|qonto.com|thirdparty.qonto.com/v2
chargebee|Chargebee|A|Subscription billing and revenue management.|chargebee.com|example.chargebee.com/api/v2|pay
recurly|Recurly|A|Subscription management and recurring billing.|recurly.com|v3.recurly.com|pay
zuora|Zuora|O|Enterprise subscription billing and revenue.|zuora.com|rest.zuora.com|pay
maxio|Maxio|A|B2B SaaS billing and financial operations, formerly Chargify.|maxio.com|example.chargify.com|pay
chargify|Chargify|A|Recurring billing for B2B SaaS, now Maxio.|chargify.com|example.chargify.com|pay
lago|Lago|B|Open-source usage-based billing.|getlago.com|api.getlago.com/api/v1|pay
orb|Orb|B|Usage-based billing and pricing infrastructure.|withorb.com|api.withorb.com/v1|pay
metronome|Metronome|B|Usage-based billing for modern software.|metronome.com|api.metronome.com/v1|pay
invoice_ninja|Invoice Ninja|K|Open-source invoicing, quotes and payments.|invoiceninja.com|invoicing.co/api/v1
invoiced|Invoiced|A|Accounts receivable automation.|invoiced.com|api.invoiced.com
zervant|Zervant|K|Simple invoicing for small businesses.|zervant.com
bench|Bench|K|Online bookkeeping service for small businesses.|bench.co
pilot|Pilot|K|Bookkeeping, tax and CFO services for startups.|pilot.com
carta|Carta|O|Cap table, equity and fund administration.|carta.com|api.carta.com/v1alpha1
pulley|Pulley|K|Cap table management for startups.|pulley.com
avalara|Avalara|A|Automated sales tax calculation and compliance.|avalara.com|rest.avatax.com/api/v2
taxjar|TaxJar|B|Sales tax automation for e-commerce, from Stripe.|taxjar.com|api.taxjar.com/v2|ecm
vertex_tax|Vertex|O|Tax technology for global enterprises.|vertexinc.com
anrok|Anrok|K|Sales tax and VAT for SaaS companies.|anrok.com|api.anrok.com/v1
fathom_hq|Fathom|O|Financial analysis and management reporting.|fathomhq.com
float_cash|Float Cash Flow|K|Cash flow forecasting connected to your accounting.|floatapp.com
jirav|Jirav|K|FP&A software for forecasting and budgeting.|jirav.com
mosaic_finance|Mosaic|K|Strategic finance platform for SaaS metrics.|mosaic.tech
causal|Causal|K|Financial modelling and planning tool.|causal.app
planful|Planful|K|Financial planning, consolidation and reporting.|planful.com
anaplan|Anaplan|A|Connected planning platform for enterprises.|anaplan.com|api.anaplan.com/2/0
adaptive_planning|Workday Adaptive Planning|A|Cloud budgeting and forecasting.|workday.com/en-us/products/adaptive-planning
blackline|BlackLine|O|Financial close and accounting automation.|blackline.com
floqast|FloQast|K|Close management for accounting teams.|floqast.com
coinbase|Coinbase|OK|Cryptocurrency exchange and wallet.|coinbase.com|api.coinbase.com/v2|pay
kraken|Kraken|K|Cryptocurrency exchange with spot and futures trading.|kraken.com|api.kraken.com/0
binance|Binance|K|Global cryptocurrency exchange.|binance.com|api.binance.com/api/v3
alpaca|Alpaca|OK|Commission-free stock and crypto trading API.|alpaca.markets|paper-api.alpaca.markets/v2
interactive_brokers|Interactive Brokers|O|Global brokerage with trading APIs.|interactivebrokers.com|api.ibkr.com/v1/api
polygon_io|Polygon.io|K|Real-time and historical market data APIs.|polygon.io|api.polygon.io
alpha_vantage|Alpha Vantage|K|Free stock, forex and crypto market data.|alphavantage.co|www.alphavantage.co
finnhub|Finnhub|K|Real-time stock prices and company fundamentals.|finnhub.io|finnhub.io/api/v1
coingecko|CoinGecko|K|Cryptocurrency prices, market cap and exchange data.|coingecko.com|api.coingecko.com/api/v3
coinmarketcap|CoinMarketCap|K|Crypto price tracking and market data.|coinmarketcap.com|pro-api.coinmarketcap.com/v1
open_exchange_rates|Open Exchange Rates|K|Currency conversion and exchange rate data.|openexchangerates.org|openexchangerates.org/api
ynab|YNAB|OB|Zero-based budgeting app for personal finances.|ynab.com|api.ynab.com/v1
monarch_money|Monarch Money|K|Personal finance and budgeting dashboard.|monarchmoney.com
@pay
stripe|Stripe|OK|Online payments, billing and financial infrastructure.|stripe.com|api.stripe.com/v1|fin
paypal|PayPal|O|Global online payments and checkout.|paypal.com|api-m.paypal.com|fin
square|Square|OB|Payments, point of sale and business software.|squareup.com|connect.squareup.com/v2|ecm
adyen|Adyen|K|Unified commerce payments for enterprises.|adyen.com|checkout-test.adyen.com/v71
braintree|Braintree|A|PayPal's payment gateway for cards and wallets.|braintreepayments.com|payments.braintree-api.com/graphql
checkout_com|Checkout.com|K|Global payment processing for enterprise merchants.|checkout.com|api.checkout.com
mollie|Mollie|OK|Simple payments for European businesses.|mollie.com|api.mollie.com/v2
paddle|Paddle|K|Merchant of record for software companies.|paddle.com|api.paddle.com|fin
lemon_squeezy|Lemon Squeezy|K|Merchant of record for digital products and SaaS.|lemonsqueezy.com|api.lemonsqueezy.com/v1|ecm
gumroad|Gumroad|O|Sell digital products and memberships directly.|gumroad.com|api.gumroad.com/v2|ecm
razorpay|Razorpay|OA|Payment gateway and banking for Indian businesses.|razorpay.com|api.razorpay.com/v1
paystack|Paystack|K|Online payments for businesses in Africa.|paystack.com|api.paystack.co
flutterwave|Flutterwave|K|Payments infrastructure across African markets.|flutterwave.com|api.flutterwave.com/v3
mercado_pago|Mercado Pago|OK|Payments for Latin America from Mercado Libre.|mercadopago.com|api.mercadopago.com
authorize_net|Authorize.net|A|Payment gateway for card-not-present transactions.|authorize.net|api.authorize.net/xml/v1
worldpay|Worldpay|A|Global merchant acquiring and payment processing.|worldpay.com|access.worldpay.com
klarna|Klarna|A|Buy now, pay later and checkout payments.|klarna.com|api.klarna.com
afterpay|Afterpay|A|Instalment payments at checkout.|afterpay.com|global-api.afterpay.com/v2
affirm|Affirm|A|Pay-over-time financing at checkout.|affirm.com|api.affirm.com/api/v1
sezzle|Sezzle|K|Buy now, pay later for online shoppers.|sezzle.com|gateway.sezzle.com/v2
venmo|Venmo|O|Peer-to-peer payments from PayPal.|venmo.com
cash_app|Cash App Pay|O|Pay with Cash App at online checkouts.|cash.app|api.cash.app
payoneer|Payoneer|O|Cross-border payments for marketplaces and freelancers.|payoneer.com|api.payoneer.com/v4
2checkout|Verifone 2Checkout|K|Global e-commerce payments and subscriptions.|2checkout.com|api.2checkout.com/rest/6.0
fastspring|FastSpring|A|Full-service e-commerce for software sellers.|fastspring.com|api.fastspring.com|ecm
payfast|Payfast|K|South African online payment gateway.|payfast.io|api.payfast.co.za
paysafe|Paysafe|A|Digital wallets and payment processing.|paysafe.com|api.paysafe.com
nmi|NMI|K|Payment gateway for ISOs and software platforms.|nmi.com|secure.nmi.com/api
helcim|Helcim|K|Transparent payment processing for small businesses.|helcim.com|api.helcim.com/v2
sumup|SumUp|OK|Card readers and online payments for small merchants.|sumup.com|api.sumup.com/v0.1
zettle|Zettle by PayPal|O|Point-of-sale and card payments for small retailers.|zettle.com|purchase.izettle.com|ecm
clover|Clover|O|Point-of-sale system for restaurants and retail.|clover.com|api.clover.com/v3|ecm
toast|Toast|B|Restaurant point-of-sale and management.|pos.toasttab.com|ws-api.toasttab.com|ecm
lightspeed|Lightspeed|O|Commerce platform and POS for retail and hospitality.|lightspeedhq.com|api.lightspeedapp.com/API/V3|ecm
stripe_terminal|Stripe Terminal|K|In-person payments with Stripe card readers.|stripe.com/terminal|api.stripe.com/v1
dwolla|Dwolla|O|ACH and bank transfer APIs.|dwolla.com|api.dwolla.com|fin
modern_treasury|Modern Treasury|A|Payment operations for moving money between banks.|moderntreasury.com|app.moderntreasury.com/api|fin
increase|Increase|B|Banking API for building financial products.|increase.com|api.increase.com|fin
unit|Unit|B|Embedded banking infrastructure for fintechs.|unit.co|api.s.unit.sh|fin
marqeta|Marqeta|A|Modern card issuing platform.|marqeta.com|sandbox-api.marqeta.com/v3|fin
lithic|Lithic|K|Card issuing APIs for virtual and physical cards.|lithic.com|api.lithic.com/v1|fin
tremendous|Tremendous|B|Send rewards, incentives and payouts globally.|tremendous.com|www.tremendous.com/api/v2
tango_card|Tango|A|Digital gift card rewards and incentives.|tangocard.com|api.tangocard.com/raas/v2
wepay|WePay|O|Integrated payments for software platforms, from Chase.|wepay.com|api.wepay.com
stax|Stax|K|Subscription-priced payment processing.|staxpayments.com|apiprod.fattlabs.com
bluesnap|BlueSnap|A|All-in-one payment orchestration platform.|bluesnap.com|ws.bluesnap.com/services/2
@ecm
shopify|Shopify|OK|Commerce platform for online stores and retail.|shopify.com|example.myshopify.com/admin/api/2024-10
woocommerce|WooCommerce|A|Open-source e-commerce plugin for WordPress.|woocommerce.com|example.com/wp-json/wc/v3
bigcommerce|BigCommerce|OK|Open SaaS e-commerce platform for growing brands.|bigcommerce.com|api.bigcommerce.com/stores
magento|Adobe Commerce|OB|Enterprise e-commerce platform, formerly Magento.|business.adobe.com/products/magento|example.com/rest/V1
prestashop|PrestaShop|K|Open-source e-commerce solution popular in Europe.|prestashop.com|example.com/api
ecwid|Ecwid|O|Add an online store to any website.|ecwid.com|app.ecwid.com/api/v3
wix_stores|Wix Stores|O|Online store features of Wix websites.|wix.com/ecommerce|www.wixapis.com/stores/v1
squarespace_commerce|Squarespace Commerce|O|Sell products on Squarespace websites.|squarespace.com/ecommerce-website|api.squarespace.com/1.0
big_cartel|Big Cartel|A|Simple online stores for artists and makers.|bigcartel.com|api.bigcartel.com/v1
shopware|Shopware|O|Open commerce platform from Germany.|shopware.com|example.com/api
salesforce_commerce_cloud|Salesforce Commerce Cloud|O|Enterprise digital commerce from Salesforce.|salesforce.com/commerce|example.api.commercecloud.salesforce.com
commercetools|commercetools|O|Headless, API-first commerce platform.|commercetools.com|api.europe-west1.gcp.commercetools.com
saleor|Saleor|B|Open-source GraphQL-first commerce platform.|saleor.io|example.saleor.cloud/graphql/
medusa|Medusa|B|Open-source headless commerce engine.|medusajs.com|example.medusajs.app/admin|dev
swell|Swell|K|Headless commerce for customised storefronts.|swell.is|api.swell.store
vtex|VTEX|K|Composable commerce platform for enterprises.|vtex.com|example.vtexcommercestable.com.br/api
volusion|Volusion|K|Hosted e-commerce store builder.|volusion.com
3dcart|Shift4Shop|K|E-commerce platform formerly called 3dcart.|shift4shop.com|apirest.3dcart.com/3dCartWebAPI/v2
etsy|Etsy|O|Marketplace for handmade, vintage and unique goods.|etsy.com|openapi.etsy.com/v3
ebay|eBay|O|Online marketplace and auction site.|ebay.com|api.ebay.com
amazon_seller_central|Amazon Seller Central|O|Manage listings and orders through the Selling Partner API.|sellercentral.amazon.com|sellingpartnerapi-na.amazon.com
walmart_marketplace|Walmart Marketplace|A|Sell products on Walmart.com.|marketplace.walmart.com|marketplace.walmartapis.com/v3
mercado_libre|Mercado Libre|O|Latin America's largest online marketplace.|mercadolibre.com|api.mercadolibre.com
allegro|Allegro|O|Poland's leading online marketplace.|allegro.pl|api.allegro.pl
zalando|Zalando Partner|O|Partner program for selling on Zalando.|zalando.com
rakuten|Rakuten|K|Japanese e-commerce marketplace.|rakuten.com
tiktok_shop|TikTok Shop|O|Social commerce inside the TikTok app.|shop.tiktok.com|open-api.tiktokglobalshop.com|soc
facebook_shops|Facebook Shops|O|Storefronts on Facebook and Instagram.|facebook.com/business/shops|graph.facebook.com/v19.0|soc
google_merchant_center|Google Merchant Center|O|Product listings for Google Shopping.|merchants.google.com|shoppingcontent.googleapis.com/content/v2.1|mkt
shipstation|ShipStation|A|Order fulfilment and shipping label software.|shipstation.com|ssapi.shipstation.com
shippo|Shippo|KB|Multi-carrier shipping API and labels.|goshippo.com|api.goshippo.com
easypost|EasyPost|A|Shipping API for labels, tracking and rates.|easypost.com|api.easypost.com/v2|dev
aftership|AfterShip|K|Shipment tracking and post-purchase experience.|aftership.com|api.aftership.com/tracking/2024-07
shipbob|ShipBob|OB|Fulfilment network for direct-to-consumer brands.|shipbob.com|api.shipbob.com/1.0
sendcloud|Sendcloud|A|Shipping software for European e-commerce.|sendcloud.com|panel.sendcloud.sc/api/v2
shipengine|ShipEngine|K|Shipping APIs for rates, labels and tracking.|shipengine.com|api.shipengine.com/v1|dev
ups|UPS|O|Package shipping, rating and tracking APIs.|ups.com|onlinetools.ups.com/api
fedex|FedEx|O|Shipping, tracking and address validation APIs.|fedex.com|apis.fedex.com
usps|USPS|O|United States Postal Service shipping APIs.|usps.com|apis.usps.com
dhl|DHL|K|International express shipping and tracking.|dhl.com|api-eu.dhl.com
route|Route|K|Package protection and order tracking.|route.com
narvar|Narvar|A|Post-purchase customer experience platform.|narvar.com
loop_returns|Loop Returns|K|Returns and exchanges for Shopify brands.|loopreturns.com|api.loopreturns.com/api/v1
returnly|Returnly|K|Returns management with instant credit.|returnly.com
recharge|Recharge|K|Subscription payments for e-commerce brands.|rechargepayments.com|api.rechargeapps.com|pay
bold_commerce|Bold Commerce|B|Checkout and subscriptions for online stores.|boldcommerce.com|api.boldcommerce.com
smile_io|Smile.io|K|Loyalty and rewards programs for online stores.|smile.io|api.smile.io/v1|mkt
loyaltylion|LoyaltyLion|K|Loyalty program platform for e-commerce.|loyaltylion.com|api.loyaltylion.com/v2|mkt
okendo|Okendo|K|Customer reviews and UGC for Shopify.|okendo.io|api.okendo.io/v1|mkt
judge_me|Judge.me|K|Product reviews and photo reviews for stores.|judge.me|judge.me/api/v1|mkt
stamped|Stamped|K|Reviews and loyalty for e-commerce brands.|stamped.io|stamped.io/api|mkt
gorgias|Gorgias|OA|Helpdesk built for e-commerce stores.|gorgias.com|example.gorgias.com/api|sup
attentive|Attentive|OK|Conversational SMS marketing for retailers.|attentive.com|api.attentivemobile.com/v1|mkt
postscript|Postscript|K|SMS marketing for Shopify merchants.|postscript.io|api.postscript.io/api/v2|mkt
privy|Privy|K|Pop-ups, email and SMS for online stores.|privy.com||mkt
printful|Printful|OB|Print-on-demand dropshipping and fulfilment.|printful.com|api.printful.com
printify|Printify|OB|Print-on-demand products for online stores.|printify.com|api.printify.com/v1
gelato|Gelato|K|Global print-on-demand network.|gelato.com|order.gelatoapis.com/v4
spocket|Spocket|K|Dropshipping marketplace with US and EU suppliers.|spocket.co
inventory_source|Inventory Source|K|Dropship automation and supplier integration.|inventorysource.com
cin7|Cin7|A|Inventory management and connected commerce.|cin7.com|api.cin7.com/api/v1
skubana|Extensiv Order Manager|K|Order and inventory operations, formerly Skubana.|extensiv.com
linnworks|Linnworks|K|Multichannel inventory and order management.|linnworks.com|eu-ext.linnworks.net/api
sellbrite|Sellbrite|K|Multichannel listing tool from GoDaddy.|sellbrite.com|api.sellbrite.com/v1
channeladvisor|CommerceHub|O|Multichannel commerce platform, formerly ChannelAdvisor.|channeladvisor.com|api.channeladvisor.com/v1
inventory_planner|Inventory Planner|K|Demand forecasting and replenishment.|inventory-planner.com|app.inventory-planner.com/api/v1
katana|Katana|K|Cloud manufacturing ERP for small makers.|katanamrp.com|api.katanamrp.com/v1
sortly|Sortly|K|Simple inventory tracking with barcodes.|sortly.com
zoho_inventory|Zoho Inventory|O|Inventory and order management from Zoho.|zoho.com/inventory|www.zohoapis.com/inventory/v1
dear_inventory|DEAR Systems|A|Inventory and manufacturing, now part of Cin7.|dearsystems.com|inventory.dearsystems.com/ExternalApi/v2
sellercloud|Sellercloud|A|E-commerce operations for high-volume sellers.|sellercloud.com
payhip|Payhip|K|Sell ebooks, courses and memberships.|payhip.com|payhip.com/api/v1
podia|Podia|K|Sell courses, downloads and webinars.|podia.com||edu
sellfy|Sellfy|K|E-commerce platform for creators.|sellfy.com|api.sellfy.com/v1
shopify_plus|Shopify Plus|O|Enterprise edition of Shopify.|shopify.com/plus|example.myshopify.com/admin/api/2024-10
faire|Faire|O|Wholesale marketplace for independent retailers.|faire.com|www.faire.com/external-api/v2
instacart|Instacart|K|Grocery delivery and retail media platform.|instacart.com|connect.instacart.com/v2
doordash|DoorDash Drive|B|On-demand local delivery for merchants.|doordash.com|openapi.doordash.com/drive/v2
uber_eats|Uber Eats|O|Food delivery marketplace for restaurants.|ubereats.com|api.uber.com/v1/eats
deliveroo|Deliveroo|O|Food delivery platform in Europe and Asia.|deliveroo.com
opentable|OpenTable|O|Restaurant reservations and guest management.|opentable.com||sch
resy|Resy|K|Restaurant reservation platform from American Express.|resy.com||sch
@sup
zendesk|Zendesk|OK|Customer service software with tickets, chat and help centre.|zendesk.com|example.zendesk.com/api/v2
freshdesk|Freshdesk|K|Helpdesk ticketing from Freshworks.|freshdesk.com|example.freshdesk.com/api/v2
intercom|Intercom|OB|AI-first customer service with Messenger and Fin.|intercom.com|api.intercom.io|com
help_scout|Help Scout|O|Shared inbox and help centre for customer support.|helpscout.com|api.helpscout.net/v2
servicenow|ServiceNow|OA|IT service management and enterprise workflows.|servicenow.com|example.service-now.com/api/now|aut
jira_service_management|Jira Service Management|OA|IT service desk from Atlassian.|atlassian.com/software/jira/service-management|example.atlassian.net/rest/servicedeskapi
freshservice|Freshservice|K|IT service management from Freshworks.|freshservice.com|example.freshservice.com/api/v2
zoho_desk|Zoho Desk|O|Context-aware help desk from Zoho.|zoho.com/desk|desk.zoho.com/api/v1
kustomer|Kustomer|B|CRM-powered customer service platform.|kustomer.com|api.kustomerapp.com/v1
gladly|Gladly|A|People-centred customer service platform.|gladly.com|example.gladly.com/api/v1
dixa|Dixa|K|Conversational customer service platform.|dixa.com|dev.dixa.io/v1
helpshift|Helpshift|K|In-app customer service for mobile games and apps.|helpshift.com
re_amaze|Re:amaze|A|Helpdesk and live chat for e-commerce.|reamaze.com|example.reamaze.io/api/v1|ecm
groove|Groove|B|Simple shared inbox for small teams.|groovehq.com|api.groovehq.com/v2/graphql
hiver|Hiver|K|Helpdesk built inside Gmail.|hiverhq.com
helpwise|Helpwise|K|Shared inbox for email, SMS and social.|helpwise.io
happyfox|HappyFox|A|Help desk and ticketing system.|happyfox.com|example.happyfox.com/api/1.1/json
kayako|Kayako|A|Customer service software with unified conversations.|kayako.com|example.kayako.com/api/v1
livechat|LiveChat|OB|Live chat software for customer service and sales.|livechat.com|api.livechat.com/v3.5|com
tidio|Tidio|K|Live chat and AI chatbots for small businesses.|tidio.com|api.tidio.com/v1|ai
drift|Drift|O|Conversational marketing and sales chat, now Salesloft.|drift.com|driftapi.com|sal
crisp|Crisp|A|Customer messaging platform with shared inbox.|crisp.chat|api.crisp.chat/v1|com
olark|Olark|K|Live chat software for websites.|olark.com||com
tawk_to|tawk.to|K|Free live chat for websites.|tawk.to|api.tawk.to/v1|com
chatwoot|Chatwoot|K|Open-source customer engagement platform.|chatwoot.com|app.chatwoot.com/api/v1|com
userlike|Userlike|K|Customer messaging for website and messengers.|userlike.com||com
smartsupp|Smartsupp|K|Live chat and shopping assistant for e-shops.|smartsupp.com||com
liveagent|LiveAgent|K|Help desk with live chat and call centre.|liveagent.com|example.ladesk.com/api/v3
zoho_salesiq|Zoho SalesIQ|O|Live chat and visitor tracking from Zoho.|zoho.com/salesiq|salesiq.zoho.com/api/v2|com
gist|Gist|B|Marketing automation and live chat for small businesses.|getgist.com|api.getgist.com|mkt
helpcrunch|HelpCrunch|K|Customer communication platform with chat and email.|helpcrunch.com|api.helpcrunch.com/v1|com
richpanel|Richpanel|K|Customer service for D2C brands with self-service.|richpanel.com||ecm
enchant|Enchant|K|Simple help desk with shared inbox.|enchant.com|example.enchant.com/api/v1
talkdesk|Talkdesk|O|Cloud contact centre with AI automation.|talkdesk.com|api.talkdeskapp.com|com
five9|Five9|A|Cloud contact centre software.|five9.com||com
genesys_cloud|Genesys Cloud|O|Omnichannel contact centre platform.|genesys.com|api.mypurecloud.com/api/v2|com
nice_cxone|NICE CXone|O|Cloud customer experience and contact centre.|nice.com|api-na1.niceincontact.com|com
amazon_connect|Amazon Connect|K|Cloud contact centre on AWS.|aws.amazon.com/connect|connect.us-east-1.amazonaws.com|cld
ada|Ada|K|AI agents for automated customer service.|ada.cx|example.ada.support/api|ai
forethought|Forethought|K|Generative AI for customer support.|forethought.ai||ai
decagon|Decagon|K|AI customer support agents for enterprises.|decagon.ai||ai
sierra|Sierra|K|Conversational AI agents for customer experience.|sierra.ai||ai
document360|Document360|K|Knowledge base software for self-service.|document360.com|apihub.document360.io/v2|doc
helpjuice|Helpjuice|K|Knowledge base software for support teams.|helpjuice.com|example.helpjuice.com/api/v3|doc
helpdocs|HelpDocs|K|Knowledge base and help centre software.|helpdocs.io|api.helpdocs.io/v1|doc
statuspage|Statuspage|K|Status pages for incident communication, from Atlassian.|atlassian.com/software/statuspage|api.statuspage.io/v1|mon
instatus|Instatus|B|Fast status pages and uptime monitoring.|instatus.com|api.instatus.com/v1|mon
delighted|Delighted|A|NPS and customer satisfaction surveys.|delighted.com|api.delighted.com/v1|frm
nicereply|Nicereply|K|CSAT, NPS and CES surveys for support teams.|nicereply.com|api.nicereply.com/v1|frm
zendesk_qa|Zendesk QA|K|Support quality assurance, formerly Klaus.|klausapp.com
maestroqa|MaestroQA|K|Quality assurance for customer support teams.|maestroqa.com
assembled|Assembled|K|Workforce management for support teams.|assembled.com|api.assembledhq.com/v0|hr
playvox|Playvox|K|Workforce engagement for customer service.|playvox.com||hr
churnzero|ChurnZero|K|Customer success platform for SaaS.|churnzero.com|analytics.churnzero.net|crm
gainsight|Gainsight|K|Customer success and retention platform.|gainsight.com|example.gainsightcloud.com/v1|crm
totango|Totango|K|Customer success platform for health scores.|totango.com|api.totango.com/api/v1|crm
vitally|Vitally|A|Customer success platform for B2B teams.|vitally.io|rest.vitally.io/resources|crm
planhat|Planhat|B|Customer platform for success and revenue teams.|planhat.com|api.planhat.com|crm
catalyst|Catalyst|K|Customer success platform that unifies data.|catalyst.io||crm
custify|Custify|K|Customer success software for SaaS.|custify.com|api.custify.com|crm
pagerduty|PagerDuty|OK|Incident response and on-call management.|pagerduty.com|api.pagerduty.com|mon
@hr
bamboohr|BambooHR|OK|HR software for small and medium businesses.|bamboohr.com|api.bamboohr.com/api/gateway.php
workday|Workday|OA|Enterprise HCM and financial management.|workday.com|wd2-impl-services1.workday.com/ccx/api|fin
gusto|Gusto|O|Payroll, benefits and HR for small businesses.|gusto.com|api.gusto.com/v1|fin
rippling|Rippling|OB|Workforce platform unifying HR, IT and finance.|rippling.com|api.rippling.com/platform/api
deel|Deel|OB|Global payroll, compliance and contractor payments.|deel.com|api.letsdeel.com/rest/v2|fin
remote|Remote|B|Employer of record and global payroll.|remote.com|gateway.remote.com/v1
oyster|Oyster|K|Global employment platform for distributed teams.|oysterhr.com
papaya_global|Papaya Global|K|Global workforce payments and payroll.|papayaglobal.com
adp|ADP Workforce Now|O|Payroll and HR from ADP.|adp.com|api.adp.com|fin
paychex|Paychex|O|Payroll and HR services for small businesses.|paychex.com|api.paychex.com|fin
paylocity|Paylocity|O|Cloud payroll and HCM software.|paylocity.com|api.paylocity.com/api/v2|fin
paycom|Paycom|K|Single-database HR and payroll software.|paycom.com||fin
ukg|UKG Pro|A|HR, payroll and workforce management.|ukg.com|service.ultipro.com
namely|Namely|K|HR platform for mid-sized companies.|namely.com|example.namely.com/api/v1
justworks|Justworks|O|PEO with payroll, benefits and compliance.|justworks.com
trinet|TriNet|O|Full-service HR solutions for small businesses.|trinet.com|api.trinet.com
zenefits|Zenefits|O|HR, benefits and payroll platform, now TriNet Zenefits.|zenefits.com|api.zenefits.com
personio|Personio|K|All-in-one HR software for European SMEs.|personio.com|api.personio.de/v1
hibob|HiBob|A|Modern HR platform for mid-sized companies.|hibob.com|api.hibob.com/v1
factorial|Factorial|OK|HR software for time off, payroll and documents.|factorialhr.com|api.factorialhr.com/api
sage_hr|Sage HR|K|Cloud HR and leave management from Sage.|sage.com/en-gb/sage-business-cloud/hr|example.sage.hr/api
breathe_hr|Breathe|K|Simple HR software for UK small businesses.|breathehr.com|api.breathehr.com/v1
charliehr|CharlieHR|K|HR software for small UK teams.|charliehr.com
humaans|Humaans|B|HRIS for modern, fast-growing companies.|humaans.io|app.humaans.io/api
lattice|Lattice|B|People management for performance and engagement.|lattice.com|api.latticehq.com/v1
culture_amp|Culture Amp|O|Employee engagement and performance platform.|cultureamp.com|api.cultureamp.com/v1
15five|15Five|B|Performance management and weekly check-ins.|15five.com|my.15five.com/api/public
leapsome|Leapsome|B|People enablement for reviews, goals and surveys.|leapsome.com|www.leapsome.com/api/v1
officevibe|Officevibe|K|Employee feedback and engagement surveys.|officevibe.com
peakon|Workday Peakon|K|Employee listening and engagement.|peakon.com|api.peakon.com/v1
bonusly|Bonusly|B|Peer recognition and rewards.|bonus.ly|bonus.ly/api/v1
kudos|Kudos|K|Employee recognition platform.|kudos.com
greenhouse|Greenhouse|A|Applicant tracking and hiring software.|greenhouse.com|harvest.greenhouse.io/v1
lever|Lever|OA|Talent acquisition suite with ATS and CRM.|lever.co|api.lever.co/v1
ashby|Ashby|A|All-in-one recruiting platform with analytics.|ashbyhq.com|api.ashbyhq.com
workable|Workable|OB|Recruiting software and job board posting.|workable.com|example.workable.com/spi/v3
smartrecruiters|SmartRecruiters|OK|Enterprise talent acquisition suite.|smartrecruiters.com|api.smartrecruiters.com
jobvite|Jobvite|K|Recruiting software for high-volume hiring.|jobvite.com|api.jobvite.com/api/v2
icims|iCIMS|O|Enterprise talent cloud for hiring.|icims.com|api.icims.com
teamtailor|Teamtailor|K|ATS with employer branding career sites.|teamtailor.com|api.teamtailor.com/v1
recruitee|Recruitee|B|Collaborative hiring software.|recruitee.com|api.recruitee.com
breezy_hr|Breezy HR|K|Recruiting software for small businesses.|breezy.hr|api.breezy.hr/v3
jazzhr|JazzHR|K|Recruiting software for small and growing teams.|jazzhr.com|api.resumatorapi.com/v1
bullhorn|Bullhorn|O|CRM and ATS for staffing agencies.|bullhorn.com|rest.bullhornstaffing.com/rest-services|crm
pinpoint|Pinpoint|K|Applicant tracking for in-house recruiting.|pinpointhq.com
gem|Gem|K|Recruiting CRM and sourcing automation.|gem.com|api.gem.com/v0
hireez|hireEZ|K|AI sourcing for outbound recruiting.|hireez.com||ai
linkedin_talent|LinkedIn Talent Solutions|O|Recruiter tools and job posting on LinkedIn.|business.linkedin.com/talent-solutions|api.linkedin.com/v2|soc
indeed|Indeed|O|Job postings and candidate sourcing on Indeed.|indeed.com|apis.indeed.com
glassdoor|Glassdoor|K|Company reviews and employer branding.|glassdoor.com
ziprecruiter|ZipRecruiter|K|Online job marketplace for employers.|ziprecruiter.com|api.ziprecruiter.com
wellfound|Wellfound|K|Startup jobs and recruiting, formerly AngelList Talent.|wellfound.com
hackerrank|HackerRank|K|Technical skills assessments and interviews.|hackerrank.com|www.hackerrank.com/x/api/v3|dev
codility|Codility|K|Technical hiring assessments for engineers.|codility.com|codility.com/api|dev
coderpad|CoderPad|K|Live coding interviews and take-homes.|coderpad.io|app.coderpad.io/api|dev
testgorilla|TestGorilla|K|Skills-based pre-employment testing.|testgorilla.com
checkr|Checkr|OK|Background checks for employment screening.|checkr.com|api.checkr.com/v1|sec
certn|Certn|K|Background screening and identity verification.|certn.co||sec
sterling|Sterling|K|Background and identity services.|sterlingcheck.com||sec
hireright|HireRight|K|Employment background screening.|hireright.com||sec
deputy|Deputy|O|Shift scheduling and time clock for hourly teams.|deputy.com|once.deputy.com/my/oauth/login|sch
when_i_work|When I Work|K|Employee scheduling and time tracking.|wheniwork.com|api.wheniwork.com/2|sch
homebase|Homebase|K|Scheduling, time clock and payroll for small businesses.|joinhomebase.com|app.joinhomebase.com/api/public|sch
sling|Sling|K|Employee scheduling and labour cost management.|getsling.com|api.getsling.com|sch
7shifts|7shifts|OB|Restaurant team scheduling and management.|7shifts.com|api.7shifts.com/v2|sch
connecteam|Connecteam|K|All-in-one app for managing deskless teams.|connecteam.com|api.connecteam.com
workramp|WorkRamp|K|Learning platform for employees and customers.|workramp.com||edu
lessonly|Lessonly|K|Sales and support training software, now Seismic Learning.|lessonly.com||edu
trainual|Trainual|K|Playbooks and onboarding for small businesses.|trainual.com|api.trainual.com|edu
talentlms|TalentLMS|K|Cloud LMS for employee training.|talentlms.com|example.talentlms.com/api/v1|edu
docebo|Docebo|O|AI-powered enterprise learning platform.|docebo.com|example.docebosaas.com|edu
360learning|360Learning|K|Collaborative learning platform.|360learning.com|app.360learning.com/api/v1|edu
donut|Donut|O|Slack app for team introductions and onboarding.|donut.com||com
sapling|Sapling|K|People operations and onboarding, now part of Kallidus.|saplinghr.com
@sto
google_drive|Google Drive|O|Cloud file storage and sharing from Google.|drive.google.com|www.googleapis.com/drive/v3|pro
dropbox|Dropbox|O|Cloud storage with file sync and sharing.|dropbox.com|api.dropboxapi.com/2
box|Box|O|Secure content management and collaboration.|box.com|api.box.com/2.0|doc
onedrive|OneDrive|O|Microsoft cloud storage for files and photos.|onedrive.live.com|graph.microsoft.com/v1.0
icloud_drive|iCloud Drive|A|Apple's cloud storage for documents and photos.|icloud.com
pcloud|pCloud|O|Secure Swiss cloud storage with lifetime plans.|pcloud.com|api.pcloud.com
mega|MEGA|A|End-to-end encrypted cloud storage.|mega.io|g.api.mega.co.nz
sync_com|Sync.com|K|Zero-knowledge encrypted cloud storage.|sync.com
tresorit|Tresorit|O|End-to-end encrypted file sharing for businesses.|tresorit.com||sec
egnyte|Egnyte|O|Content collaboration and governance.|egnyte.com|example.egnyte.com/pubapi/v1
citrix_sharefile|ShareFile|O|Secure client file sharing and workflows.|sharefile.com|example.sf-api.com/sf/v3
nextcloud|Nextcloud|A|Self-hosted file sync and collaboration.|nextcloud.com|nextcloud.example.com/ocs/v2.php
owncloud|ownCloud|A|Open-source file sync and share platform.|owncloud.com|owncloud.example.com/ocs/v1.php
seafile|Seafile|B|Open-source file sync with high performance.|seafile.com|cloud.seafile.com/api2
wetransfer|WeTransfer|K|Send large files quickly with a link.|wetransfer.com|dev.wetransfer.com/v2
filestack|Filestack|K|File upload, transformation and delivery APIs.|filestack.com|www.filestackapi.com/api|dev
backblaze_b2|Backblaze B2|A|Low-cost S3-compatible cloud object storage.|backblaze.com|api.backblazeb2.com/b2api/v3|cld
wasabi|Wasabi|K|Hot cloud storage with no egress fees.|wasabi.com|s3.wasabisys.com|cld
cloudflare_r2|Cloudflare R2|K|S3-compatible object storage without egress fees.|cloudflare.com/developer-platform/r2|api.cloudflare.com/client/v4|cld
amazon_s3|Amazon S3|K|Object storage with industry-leading durability.|aws.amazon.com/s3|s3.amazonaws.com|cld
google_cloud_storage|Google Cloud Storage|O|Unified object storage on Google Cloud.|cloud.google.com/storage|storage.googleapis.com/storage/v1|cld
azure_blob_storage|Azure Blob Storage|K|Massively scalable object storage on Azure.|azure.microsoft.com/products/storage/blobs|example.blob.core.windows.net|cld
digitalocean_spaces|DigitalOcean Spaces|K|S3-compatible object storage with a CDN.|digitalocean.com/products/spaces|nyc3.digitaloceanspaces.com|cld
ftp|FTP|A|Transfer files with any FTP or SFTP server.|ftp.example.com|ftp.example.com
google_photos|Google Photos|O|Photo and video library backed up by Google.|photos.google.com|photoslibrary.googleapis.com/v1|vid
flickr|Flickr|O|Photo sharing community and hosting.|flickr.com|api.flickr.com/services/rest|soc
smugmug|SmugMug|O|Photo hosting and sales for photographers.|smugmug.com|api.smugmug.com/api/v2|vid
bynder|Bynder|O|Digital asset management for brands.|bynder.com|example.bynder.com/api|des
brandfolder|Brandfolder|K|Brand asset management from Smartsheet.|brandfolder.com|brandfolder.io/api/v4|des
frontify|Frontify|O|Brand management and guidelines platform.|frontify.com|example.frontify.com/graphql|des
canto|Canto|O|Digital asset management for marketing teams.|canto.com|example.canto.com/api/v1|des
acquia_dam|Acquia DAM|B|Digital asset management, formerly Widen.|acquia.com/products/acquia-dam|api.widencollective.com/v2|des
air|Air|K|Creative operations and visual asset workspace.|air.inc||des
dropbox_sign|Dropbox Sign|OK|E-signatures from Dropbox, formerly HelloSign.|sign.dropbox.com|api.hellosign.com/v3|doc
dropbox_paper|Dropbox Paper|O|Collaborative documents inside Dropbox.|dropbox.com/paper|api.dropboxapi.com/2|doc
files_com|Files.com|K|Managed file transfer and cloud storage automation.|files.com|app.files.com/api/rest/v1
hightail|Hightail|K|Creative file sharing and review.|hightail.com
jottacloud|Jottacloud|O|Norwegian cloud storage and backup.|jottacloud.com
koofr|Koofr|O|European cloud storage that connects other clouds.|koofr.eu|app.koofr.net/api/v2
internxt|Internxt|K|Open-source, privacy-first encrypted storage.|internxt.com||sec
icedrive|Icedrive|K|Cloud storage with client-side encryption.|icedrive.net
storj|Storj|K|Decentralised S3-compatible cloud storage.|storj.io|gateway.storjshare.io|cld
filebase|Filebase|K|S3-compatible storage on IPFS and decentralised networks.|filebase.com|s3.filebase.com|cld
pinata|Pinata|B|IPFS file pinning and storage for developers.|pinata.cloud|api.pinata.cloud|dev
@des
figma|Figma|OB|Collaborative interface design and prototyping.|figma.com|api.figma.com/v1
canva|Canva|O|Online design for graphics, presentations and video.|canva.com|api.canva.com/rest/v1|mkt
adobe_creative_cloud|Adobe Creative Cloud|O|Creative apps and assets from Adobe.|adobe.com/creativecloud|cc-libraries.adobe.io/api/v1
adobe_express|Adobe Express|O|Quick graphics, videos and flyers from Adobe.|adobe.com/express||mkt
adobe_photoshop_api|Adobe Photoshop API|O|Automate Photoshop edits in the cloud.|developer.adobe.com/photoshop|image.adobe.io
adobe_lightroom|Adobe Lightroom|O|Photo editing and organisation in the cloud.|lightroom.adobe.com|lr.adobe.io/v2|vid
sketch|Sketch|B|Vector design toolkit for macOS.|sketch.com
invision|InVision|B|Prototyping and design collaboration (discontinued).|invisionapp.com
zeplin|Zeplin|OB|Design handoff between designers and developers.|zeplin.io|api.zeplin.dev/v1|dev
abstract|Abstract|B|Version control for design files.|abstract.com|api.goabstract.com
penpot|Penpot|B|Open-source design and prototyping platform.|penpot.app|design.penpot.app/api
uxpin|UXPin|K|Code-backed prototyping with design systems.|uxpin.com
protopie|ProtoPie|K|High-fidelity interactive prototyping.|protopie.io
balsamiq|Balsamiq|K|Low-fidelity wireframing tool.|balsamiq.com
axure|Axure RP|K|Functional prototypes and specifications.|axure.com
marvel|Marvel|O|Simple design, prototyping and testing.|marvelapp.com|api.marvelapp.com/graphql
spline|Spline|K|Collaborative 3D design in the browser.|spline.design
dribbble|Dribbble|O|Design community for sharing creative work.|dribbble.com|api.dribbble.com/v2|soc
behance|Behance|O|Adobe's network for showcasing creative portfolios.|behance.net||soc
visme|Visme|K|Presentations, infographics and visual content.|visme.co||mkt
piktochart|Piktochart|K|Infographics and visual storytelling.|piktochart.com||mkt
venngage|Venngage|K|Infographic and report design templates.|venngage.com||mkt
vistacreate|VistaCreate|K|Graphic design templates, formerly Crello.|create.vista.com||mkt
pitch|Pitch|K|Collaborative presentation software.|pitch.com||pro
gamma|Gamma|K|AI-powered presentations and documents.|gamma.app|public-api.gamma.app/v0.2|ai
beautiful_ai|Beautiful.ai|K|Smart presentation templates with auto-design.|beautiful.ai||pro
prezi|Prezi|O|Zooming presentations and video.|prezi.com||pro
tome|Tome|K|AI storytelling for presentations.|tome.app||ai
remove_bg|remove.bg|K|Automatic background removal for images.|remove.bg|api.remove.bg/v1.0|ai
photoroom|Photoroom|K|AI photo editing for product images.|photoroom.com|sdk.photoroom.com/v1|ai
clipdrop|Clipdrop|K|AI image editing APIs.|clipdrop.co|clipdrop-api.co|ai
bannerbear|Bannerbear|K|Auto-generate images and videos from templates.|bannerbear.com|api.bannerbear.com/v2|aut
placid|Placid|B|Creative automation for social images and PDFs.|placid.app|api.placid.app/api/rest|aut
templated|Templated|K|Generate images and PDFs from templates via API.|templated.io|api.templated.io/v1|aut
htmlcsstoimage|HTML/CSS to Image|A|Render HTML and CSS into images.|htmlcsstoimage.com|hcti.io/v1|dev
coolors|Coolors|N|Colour palette generator.|coolors.co
iconfinder|Iconfinder|K|Marketplace for icons and illustrations.|iconfinder.com|api.iconfinder.com/v4
noun_project|Noun Project|O|Icons and photos for every concept.|thenounproject.com|api.thenounproject.com/v2
shutterstock|Shutterstock|O|Stock photos, video and music licensing.|shutterstock.com|api.shutterstock.com/v2|vid
getty_images|Getty Images|O|Editorial and creative stock imagery.|gettyimages.com|api.gettyimages.com/v3|vid
adobe_stock|Adobe Stock|K|Stock assets integrated with Creative Cloud.|stock.adobe.com|stock.adobe.io/Rest|vid
depositphotos|Depositphotos|K|Royalty-free stock images and vectors.|depositphotos.com
envato|Envato|B|Creative assets marketplace and subscriptions.|envato.com|api.envato.com/v3
creative_market|Creative Market|K|Marketplace for fonts, graphics and templates.|creativemarket.com
adobe_fonts|Adobe Fonts|K|Font library included with Creative Cloud.|fonts.adobe.com
google_fonts|Google Fonts|K|Free, open-source font directory.|fonts.google.com|www.googleapis.com/webfonts/v1
chromatic|Chromatic|K|Visual testing and review for Storybook.|chromatic.com||dev
drawio|draw.io|N|Free diagramming application.|drawio.com||pro
cloudcraft|Cloudcraft|K|Architecture diagrams for AWS and Azure.|cloudcraft.co|api.cloudcraft.co|cld
eraser|Eraser|K|Technical design docs and diagrams as code.|eraser.io||dev
@ai
openai|OpenAI|K|GPT models for text, images, audio and embeddings.|openai.com|api.openai.com/v1|dev
anthropic|Anthropic|K|Claude models for reasoning, writing and coding.|anthropic.com|api.anthropic.com/v1|dev
google_gemini|Google Gemini|K|Gemini multimodal models from Google.|ai.google.dev|generativelanguage.googleapis.com/v1beta|dev
mistral_ai|Mistral AI|K|Open-weight and commercial language models.|mistral.ai|api.mistral.ai/v1|dev
cohere|Cohere|K|Enterprise language models for search and generation.|cohere.com|api.cohere.com/v2|dev
groq|Groq|K|Ultra-fast inference on LPU hardware.|groq.com|api.groq.com/openai/v1|dev
together_ai|Together AI|K|Run and fine-tune open-source models in the cloud.|together.ai|api.together.xyz/v1|dev
fireworks_ai|Fireworks AI|K|Fast inference platform for generative AI.|fireworks.ai|api.fireworks.ai/inference/v1|dev
perplexity|Perplexity|K|Answer engine with web-grounded responses.|perplexity.ai|api.perplexity.ai
deepseek|DeepSeek|K|Reasoning and coding language models.|deepseek.com|api.deepseek.com|dev
xai|xAI|K|Grok models from xAI.|x.ai|api.x.ai/v1|dev
openrouter|OpenRouter|K|Unified API across many model providers.|openrouter.ai|openrouter.ai/api/v1|dev
hugging_face|Hugging Face|B|Models, datasets and inference endpoints.|huggingface.co|huggingface.co/api|dev
replicate|Replicate|B|Run open-source models through a cloud API.|replicate.com|api.replicate.com/v1|dev
azure_openai|Azure OpenAI|K|OpenAI models hosted on Microsoft Azure.|azure.microsoft.com/products/ai-services/openai-service|example.openai.azure.com/openai|cld
amazon_bedrock|Amazon Bedrock|K|Foundation models as a managed AWS service.|aws.amazon.com/bedrock|bedrock-runtime.us-east-1.amazonaws.com|cld
vertex_ai|Vertex AI|O|Google Cloud's machine learning platform.|cloud.google.com/vertex-ai|us-central1-aiplatform.googleapis.com/v1|cld
stability_ai|Stability AI|K|Stable Diffusion image and video generation.|stability.ai|api.stability.ai/v2beta|des
midjourney|Midjourney|K|Artistic AI image generation.|midjourney.com||des
leonardo_ai|Leonardo.Ai|K|AI image generation for creative production.|leonardo.ai|cloud.leonardo.ai/api/rest/v1|des
ideogram|Ideogram|K|Image generation with accurate typography.|ideogram.ai|api.ideogram.ai|des
black_forest_labs|Black Forest Labs|K|FLUX image generation models.|bfl.ai|api.bfl.ai/v1|des
runway|Runway|K|Generative video creation tools.|runwayml.com|api.dev.runwayml.com/v1|vid
pika|Pika|K|Text and image to video generation.|pika.art||vid
luma_ai|Luma AI|K|Dream Machine video generation and 3D capture.|lumalabs.ai|api.lumalabs.ai/dream-machine/v1|vid
elevenlabs|ElevenLabs|K|Realistic AI voice generation and dubbing.|elevenlabs.io|api.elevenlabs.io/v1|vid
play_ht|PlayHT|K|AI text-to-speech voices.|play.ht|api.play.ht/api/v2|vid
murf|Murf AI|K|Studio-quality AI voiceovers.|murf.ai|api.murf.ai/v1|vid
deepgram|Deepgram|K|Speech-to-text and voice AI APIs.|deepgram.com|api.deepgram.com/v1|dev
assemblyai|AssemblyAI|K|Speech recognition and audio intelligence.|assemblyai.com|api.assemblyai.com/v2|dev
rev_ai|Rev.ai|B|Automatic speech recognition API from Rev.|rev.ai|api.rev.ai/speechtotext/v1|vid
speechmatics|Speechmatics|B|Accurate speech-to-text in many languages.|speechmatics.com|asr.api.speechmatics.com/v2|dev
otter_ai|Otter.ai|O|AI meeting notes and transcription.|otter.ai||pro
fireflies|Fireflies.ai|K|AI notetaker that records and summarises meetings.|fireflies.ai|api.fireflies.ai/graphql|pro
fathom_video|Fathom AI Notetaker|K|Free AI meeting recorder and summaries.|fathom.video|api.fathom.ai/external/v1|pro
tldv|tl;dv|K|Meeting recorder with AI notes for Zoom and Meet.|tldv.io|pasta.tldv.io/v1alpha1|pro
granola|Granola|K|AI notepad that enhances your meeting notes.|granola.ai||pro
read_ai|Read AI|O|Meeting summaries and productivity insights.|read.ai||pro
avoma|Avoma|K|AI meeting assistant and conversation intelligence.|avoma.com|api.avoma.com/v1|sal
jasper|Jasper|K|AI content platform for marketing teams.|jasper.ai|api.jasper.ai/v1|mkt
copy_ai|Copy.ai|K|AI workflows for go-to-market teams.|copy.ai|api.copy.ai/api|mkt
writer|Writer|K|Enterprise generative AI platform.|writer.com|api.writer.com/v1|doc
writesonic|Writesonic|K|AI writing and SEO content platform.|writesonic.com|api.writesonic.com/v2|mkt
quillbot|QuillBot|K|Paraphrasing and grammar tools.|quillbot.com||edu
pinecone|Pinecone|K|Managed vector database for similarity search.|pinecone.io|api.pinecone.io|db
weaviate|Weaviate|K|Open-source vector database with hybrid search.|weaviate.io|example.weaviate.network/v1|db
qdrant|Qdrant|K|High-performance open-source vector search engine.|qdrant.tech|example.cloud.qdrant.io|db
chroma|Chroma|K|Open-source embedding database for AI apps.|trychroma.com|api.trychroma.com/api/v2|db
zilliz|Zilliz Cloud|K|Managed Milvus vector database.|zilliz.com|api.cloud.zilliz.com/v2|db
langsmith|LangSmith|K|Tracing and evaluation for LLM applications.|smith.langchain.com|api.smith.langchain.com/api/v1|mon
langfuse|Langfuse|A|Open-source LLM engineering and observability.|langfuse.com|cloud.langfuse.com/api/public|mon
helicone|Helicone|K|LLM observability and request logging.|helicone.ai|api.helicone.ai/v1|mon
weights_and_biases|Weights & Biases|K|Experiment tracking and model registry.|wandb.ai|api.wandb.ai|dev
comet_ml|Comet|K|ML experiment management and monitoring.|comet.com|www.comet.com/api/rest/v2|dev
neptune_ai|neptune.ai|K|Experiment tracker for foundation model training.|neptune.ai||dev
mlflow|MLflow|B|Open-source platform for the ML lifecycle.|mlflow.org|mlflow.example.com/api/2.0|dev
scale_ai|Scale AI|A|Data labelling and evaluation for AI.|scale.com|api.scale.com/v1
labelbox|Labelbox|K|Data labelling and model evaluation platform.|labelbox.com|api.labelbox.com/graphql
roboflow|Roboflow|K|Computer vision datasets and deployment.|roboflow.com|api.roboflow.com|dev
clarifai|Clarifai|K|Computer vision and AI lifecycle platform.|clarifai.com|api.clarifai.com/v2|dev
google_vision|Google Cloud Vision|K|Image labelling, OCR and detection.|cloud.google.com/vision|vision.googleapis.com/v1|cld
aws_rekognition|Amazon Rekognition|K|Image and video analysis on AWS.|aws.amazon.com/rekognition|rekognition.us-east-1.amazonaws.com|cld
mindee|Mindee|K|Document parsing APIs for invoices and receipts.|mindee.com|api.mindee.net/v1|doc
nanonets|Nanonets|A|AI document processing and data extraction.|nanonets.com|app.nanonets.com/api/v2|doc
unstructured|Unstructured|K|Turn documents into structured data for LLMs.|unstructured.io|api.unstructuredapp.io/general/v0|doc
llamaindex|LlamaCloud|K|Document parsing and retrieval for LLM apps.|llamaindex.ai|api.cloud.llamaindex.ai/api/v1|dev
firecrawl|Firecrawl|K|Crawl websites into LLM-ready Markdown.|firecrawl.dev|api.firecrawl.dev/v1|dev
exa|Exa|K|Neural web search API built for AI.|exa.ai|api.exa.ai|dev
tavily|Tavily|K|Search API optimised for AI agents.|tavily.com|api.tavily.com|dev
serpapi|SerpApi|K|Scrape Google and other search engine results.|serpapi.com|serpapi.com|dev
brave_search|Brave Search|K|Independent web search API.|brave.com/search/api|api.search.brave.com/res/v1|dev
jina_ai|Jina AI|B|Embeddings, reranking and reader APIs.|jina.ai|api.jina.ai/v1|dev
browserbase|Browserbase|K|Headless browsers for AI agents.|browserbase.com|api.browserbase.com/v1|dev
apify|Apify|B|Web scraping and automation platform.|apify.com|api.apify.com/v2|aut
brightdata|Bright Data|B|Web data collection and proxy networks.|brightdata.com|api.brightdata.com|dev
scrapingbee|ScrapingBee|K|Web scraping API that handles headless browsers.|scrapingbee.com|app.scrapingbee.com/api/v1|dev
diffbot|Diffbot|K|Knowledge graph and web data extraction.|diffbot.com|api.diffbot.com/v3|dev
voiceflow|Voiceflow|K|Build and deploy AI agents and chat assistants.|voiceflow.com|api.voiceflow.com/v2|sup
botpress|Botpress|B|Platform for building AI chatbots.|botpress.com|api.botpress.cloud/v1|sup
dialogflow|Dialogflow|O|Conversational agents from Google Cloud.|cloud.google.com/dialogflow|dialogflow.googleapis.com/v3|sup
vapi|Vapi|B|Voice AI agents for phone calls.|vapi.ai|api.vapi.ai|com
retell_ai|Retell AI|K|Conversational voice agents over the phone.|retellai.com|api.retellai.com|com
bland_ai|Bland AI|K|AI phone agents for enterprises.|bland.ai|api.bland.ai/v1|com
synthesia|Synthesia|K|AI video generation with digital avatars.|synthesia.io|api.synthesia.io/v2|vid
heygen|HeyGen|K|AI avatar videos and translation.|heygen.com|api.heygen.com/v2|vid
d_id|D-ID|A|Talking-head AI video generation.|d-id.com|api.d-id.com|vid
descript|Descript|O|Edit audio and video like a document.|descript.com||vid
suno|Suno|K|AI music generation.|suno.com||vid
character_ai|Character.AI|K|Conversational AI characters.|character.ai
chatgpt|ChatGPT|O|OpenAI's assistant for chat and custom GPTs.|chatgpt.com|api.openai.com/v1|pro
claude|Claude|O|Anthropic's AI assistant for work and projects.|claude.ai|api.anthropic.com/v1|pro
github_copilot|GitHub Copilot|O|AI pair programmer inside your editor.|github.com/features/copilot|api.github.com|dev
cursor|Cursor|K|AI-native code editor.|cursor.com|api.cursor.com|dev
windsurf|Windsurf|K|AI coding editor and assistant, formerly Codeium.|windsurf.com||dev
tabnine|Tabnine|K|Private AI code completion.|tabnine.com||dev
v0|v0|K|AI UI generation from Vercel.|v0.dev|api.v0.dev/v1|dev
bolt|Bolt.new|K|Prompt, run and deploy full-stack web apps.|bolt.new||dev
lovable|Lovable|K|AI app builder for full-stack products.|lovable.dev||dev
@soc
x|X|OB|Social network for real-time posts and conversations, formerly Twitter.|x.com|api.x.com/2
twitter|Twitter|O|Legacy Twitter integration, replaced by the X toolkit.|twitter.com|api.twitter.com/2
linkedin|LinkedIn|O|Professional network for posts, pages and profiles.|linkedin.com|api.linkedin.com/v2
facebook|Facebook|O|Pages, posts and insights on Facebook.|facebook.com|graph.facebook.com/v19.0
instagram|Instagram|O|Photo and video sharing for creators and businesses.|instagram.com|graph.instagram.com
threads|Threads|O|Meta's text-based conversation app.|threads.net|graph.threads.net/v1.0
tiktok|TikTok|O|Short-form video platform for creators.|tiktok.com|open.tiktokapis.com/v2|vid
youtube|YouTube|O|Video hosting, channels and live streaming.|youtube.com|www.googleapis.com/youtube/v3|vid
reddit|Reddit|O|Communities and discussions on every topic.|reddit.com|oauth.reddit.com
pinterest|Pinterest|O|Visual discovery for ideas and shopping.|pinterest.com|api.pinterest.com/v5|mkt
snapchat|Snapchat|O|Camera-first messaging and stories.|snapchat.com|kit.snapchat.com|com
tumblr|Tumblr|O|Microblogging and creative community.|tumblr.com|api.tumblr.com/v2
mastodon|Mastodon|OB|Decentralised social network on the fediverse.|joinmastodon.org|mastodon.social/api/v1
bluesky|Bluesky|A|Decentralised social app on the AT Protocol.|bsky.app|bsky.social/xrpc
medium|Medium|B|Online publishing for writers and readers.|medium.com|api.medium.com/v1|doc
dev_to|DEV Community|K|Community of software developers sharing articles.|dev.to|dev.to/api|dev
hashnode|Hashnode|B|Blogging platform for developers.|hashnode.com|gql.hashnode.com|dev
hacker_news|Hacker News|N|Tech news and discussion from Y Combinator.|news.ycombinator.com|hacker-news.firebaseio.com/v0|dev
product_hunt|Product Hunt|OB|Discover and launch new tech products.|producthunt.com|api.producthunt.com/v2/api/graphql|mkt
stack_overflow|Stack Overflow|O|Q&A community for programmers.|stackoverflow.com|api.stackexchange.com/2.3|dev
quora|Quora|O|Question and answer community.|quora.com
twitch|Twitch|O|Live streaming for gaming and creators.|twitch.tv|api.twitch.tv/helix|vid
kick|Kick|O|Live streaming platform for creators.|kick.com|api.kick.com/public/v1|vid
patreon|Patreon|O|Memberships and recurring support for creators.|patreon.com|www.patreon.com/api/oauth2/v2|pay
buy_me_a_coffee|Buy Me a Coffee|B|Accept tips and memberships from supporters.|buymeacoffee.com|developers.buymeacoffee.com/api/v1|pay
ko_fi|Ko-fi|N|Donations and shop for creators.|ko-fi.com||pay
memberful|Memberful|OK|Membership software for creators and publishers.|memberful.com|example.memberful.com/api/graphql|pay
circle|Circle|B|Community platform for creators and brands.|circle.so|app.circle.so/api/admin/v2
discourse|Discourse|K|Open-source discussion forum software.|discourse.org|meta.discourse.org|sup
mighty_networks|Mighty Networks|B|Community, courses and memberships.|mightynetworks.com||edu
skool|Skool|K|Community and course platform.|skool.com||edu
geneva|Geneva|K|Group chat and community app.|geneva.com||com
vk|VK|O|Russian social network and super-app.|vk.com|api.vk.com/method
weibo|Weibo|O|Chinese microblogging platform.|weibo.com|api.weibo.com/2
xing|XING|O|Professional network for German-speaking countries.|xing.com|api.xing.com/v1
nextdoor|Nextdoor|O|Neighbourhood network for local communities.|nextdoor.com|nextdoor.com/external/api|mkt
meetup|Meetup|O|Find and organise in-person and online events.|meetup.com|api.meetup.com/gql
eventbrite|Eventbrite|O|Event ticketing and registration.|eventbrite.com|www.eventbriteapi.com/v3|sch
luma|Luma|K|Beautiful event pages and calendars.|lu.ma|public-api.lu.ma/public/v1|sch
goodreads|Goodreads|K|Book reviews and reading lists.|goodreads.com
letterboxd|Letterboxd|O|Social film diary and reviews.|letterboxd.com|api.letterboxd.com/api/v0|vid
strava|Strava|O|Fitness tracking social network for athletes.|strava.com|www.strava.com/api/v3
untappd|Untappd|O|Beer discovery and check-ins.|untappd.com|api.untappd.com/v4
foursquare|Foursquare|K|Places data and location intelligence.|foursquare.com|api.foursquare.com/v3|ana
tripadvisor|Tripadvisor|K|Travel reviews and bookings.|tripadvisor.com|api.content.tripadvisor.com/api/v1
bereal|BeReal|N|Daily authentic photo sharing.|bereal.com
steam|Steam|K|PC gaming platform and community.|store.steampowered.com|api.steampowered.com
spotify|Spotify|O|Music and podcast streaming.|spotify.com|api.spotify.com/v1|vid
soundcloud|SoundCloud|O|Audio platform for creators and listeners.|soundcloud.com|api.soundcloud.com|vid
lastfm|Last.fm|K|Music scrobbling and listening stats.|last.fm|ws.audioscrobbler.com/2.0|vid
genius|Genius|B|Song lyrics and music knowledge.|genius.com|api.genius.com|vid
@cld
aws|Amazon Web Services|K|Broad cloud platform for compute, storage and more.|aws.amazon.com|sts.amazonaws.com
google_cloud|Google Cloud|O|Google Cloud Platform services and resource management.|cloud.google.com|cloudresourcemanager.googleapis.com/v3
microsoft_azure|Microsoft Azure|O|Microsoft's cloud for compute, data and AI.|azure.microsoft.com|management.azure.com
digitalocean|DigitalOcean|OB|Simple cloud for developers and small teams.|digitalocean.com|api.digitalocean.com/v2|dev
linode|Akamai Cloud|B|Developer cloud formerly known as Linode.|linode.com|api.linode.com/v4|dev
vultr|Vultr|B|High-performance cloud compute worldwide.|vultr.com|api.vultr.com/v2
hetzner|Hetzner Cloud|B|Affordable cloud servers from Germany.|hetzner.com|api.hetzner.cloud/v1
ovhcloud|OVHcloud|K|European cloud provider for servers and storage.|ovhcloud.com|eu.api.ovh.com/1.0
scaleway|Scaleway|K|European cloud with GPUs and serverless.|scaleway.com|api.scaleway.com
oracle_cloud|Oracle Cloud Infrastructure|K|Oracle's enterprise cloud platform.|oracle.com/cloud|iaas.us-ashburn-1.oraclecloud.com
ibm_cloud|IBM Cloud|K|Hybrid cloud and AI services from IBM.|ibm.com/cloud|resource-controller.cloud.ibm.com/v2
alibaba_cloud|Alibaba Cloud|K|Cloud computing from Alibaba Group.|alibabacloud.com|ecs.aliyuncs.com
cloudflare|Cloudflare|KB|CDN, DNS, security and edge compute.|cloudflare.com|api.cloudflare.com/client/v4|sec
fastly|Fastly|K|Edge cloud platform and CDN.|fastly.com|api.fastly.com
akamai|Akamai|K|CDN, security and cloud computing.|akamai.com|example.luna.akamaiapis.net
bunny_net|bunny.net|K|Affordable CDN, storage and video delivery.|bunny.net|api.bunny.net
ns1|NS1|K|Managed DNS and traffic steering, from IBM.|ns1.com|api.nsone.net/v1
godaddy|GoDaddy|K|Domain registration and web hosting.|godaddy.com|api.godaddy.com/v1
namecheap|Namecheap|K|Domain names and hosting at low prices.|namecheap.com|api.namecheap.com/xml.response
porkbun|Porkbun|K|Domain registrar with friendly pricing.|porkbun.com|api.porkbun.com/api/json/v3
dnsimple|DNSimple|OB|Domain and DNS management with an API.|dnsimple.com|api.dnsimple.com/v2
route53|Amazon Route 53|K|Scalable DNS and domain registration on AWS.|aws.amazon.com/route53|route53.amazonaws.com/2013-04-01
hostinger|Hostinger|B|Web hosting and website builder.|hostinger.com|developers.hostinger.com/api
bluehost|Bluehost|K|WordPress web hosting.|bluehost.com
siteground|SiteGround|K|Managed web hosting.|siteground.com
wp_engine|WP Engine|A|Managed WordPress hosting platform.|wpengine.com|api.wpengineapi.com/v1
kinsta|Kinsta|B|Premium managed hosting for WordPress and apps.|kinsta.com|api.kinsta.com/v2
cloudways|Cloudways|K|Managed cloud hosting on major providers.|cloudways.com|api.cloudways.com/api/v1
pantheon|Pantheon|B|WebOps platform for Drupal and WordPress.|pantheon.io|terminus.pantheon.io/api
acquia|Acquia|O|Digital experience platform for Drupal.|acquia.com|cloud.acquia.com/api
kubernetes|Kubernetes|B|Container orchestration cluster API.|kubernetes.io|kubernetes.example.com|dev
docker|Docker|B|Container platform for building and running apps.|docker.com|hub.docker.com/v2|dev
portainer|Portainer|K|Container management UI for Docker and Kubernetes.|portainer.io|portainer.example.com/api|dev
rancher|Rancher|B|Kubernetes management across clusters.|rancher.com|rancher.example.com/v3|dev
terraform_cloud|HCP Terraform|B|Infrastructure as code runs and state management.|hashicorp.com/products/terraform|app.terraform.io/api/v2|dev
pulumi|Pulumi|B|Infrastructure as code in familiar languages.|pulumi.com|api.pulumi.com/api|dev
spacelift|Spacelift|B|Infrastructure orchestration for IaC tools.|spacelift.io||dev
env0|env0|A|Infrastructure as code automation and governance.|env0.com|api.env0.com|dev
ansible|Ansible Automation Platform|B|IT automation from Red Hat.|redhat.com/ansible|aap.example.com/api/v2|aut
puppet|Puppet|B|Infrastructure configuration management.|puppet.com||dev
chef|Chef|K|Infrastructure automation and compliance.|chef.io||dev
argocd|Argo CD|B|GitOps continuous delivery for Kubernetes.|argoproj.github.io/cd|argocd.example.com/api/v1|dev
octopus_deploy|Octopus Deploy|K|Release management and deployment automation.|octopus.com|example.octopus.app/api|dev
harness|Harness|K|Software delivery platform with CI/CD and cost management.|harness.io|app.harness.io|dev
spinnaker|Spinnaker|B|Multi-cloud continuous delivery.|spinnaker.io||dev
cloudzero|CloudZero|K|Cloud cost intelligence for engineering teams.|cloudzero.com|api.cloudzero.com/v2|fin
vantage|Vantage|B|Cloud cost transparency and optimisation.|vantage.sh|api.vantage.sh/v2|fin
kubecost|Kubecost|K|Kubernetes cost monitoring.|kubecost.com||fin
infracost|Infracost|K|Cloud cost estimates for Terraform pull requests.|infracost.io|pricing.api.infracost.io|dev
modal|Modal|B|Serverless compute for AI and data workloads.|modal.com||ai
runpod|RunPod|K|GPU cloud for AI inference and training.|runpod.io|api.runpod.io/graphql|ai
lambda_labs|Lambda|K|GPU cloud and on-demand instances for AI.|lambdalabs.com|cloud.lambdalabs.com/api/v1|ai
coreweave|CoreWeave|K|Specialised GPU cloud for AI.|coreweave.com||ai
paperspace|Paperspace|K|GPU cloud from DigitalOcean.|paperspace.com|api.paperspace.com/v1|ai
cloudflare_workers|Cloudflare Workers|B|Serverless functions at the edge.|workers.cloudflare.com|api.cloudflare.com/client/v4|dev
deno_deploy|Deno Deploy|B|Globally distributed serverless JavaScript hosting.|deno.com/deploy|api.deno.com/v1|dev
koyeb|Koyeb|B|Serverless platform for apps and AI.|koyeb.com|app.koyeb.com/v1|dev
northflank|Northflank|B|Developer platform for services, jobs and databases.|northflank.com|api.northflank.com/v1|dev
upsun|Upsun|K|Cloud application platform, formerly Platform.sh.|upsun.com|api.upsun.com|dev
tailscale|Tailscale|OK|Zero-config mesh VPN built on WireGuard.|tailscale.com|api.tailscale.com/api/v2|sec
zerotier|ZeroTier|B|Virtual networking for devices anywhere.|zerotier.com|api.zerotier.com/api/v1|sec
@db
postgresql|PostgreSQL|A|Open-source relational database.|postgresql.org|postgres.example.com
mysql|MySQL|A|Popular open-source relational database.|mysql.com|mysql.example.com
microsoft_sql_server|Microsoft SQL Server|A|Microsoft's relational database engine.|microsoft.com/sql-server|sqlserver.example.com
oracle_database|Oracle Database|A|Enterprise relational database from Oracle.|oracle.com/database|oracle.example.com
mongodb|MongoDB Atlas|KA|Document database as a managed cloud service.|mongodb.com|cloud.mongodb.com/api/atlas/v2
redis|Redis Cloud|K|In-memory data store for caching and queues.|redis.io|api.redislabs.com/v1
snowflake|Snowflake|OK|Cloud data warehouse and data sharing.|snowflake.com|example.snowflakecomputing.com/api/v2|ana
google_bigquery|BigQuery|O|Serverless data warehouse on Google Cloud.|cloud.google.com/bigquery|bigquery.googleapis.com/bigquery/v2|ana
amazon_redshift|Amazon Redshift|K|Cloud data warehouse on AWS.|aws.amazon.com/redshift|redshift-data.us-east-1.amazonaws.com|ana
databricks|Databricks|OB|Lakehouse platform for data and AI.|databricks.com|example.cloud.databricks.com/api/2.0|ai
clickhouse|ClickHouse Cloud|A|Fast columnar database for analytics.|clickhouse.com|api.clickhouse.cloud/v1|ana
neon|Neon|B|Serverless Postgres with branching.|neon.tech|console.neon.tech/api/v2
planetscale|PlanetScale|B|MySQL-compatible serverless database platform.|planetscale.com|api.planetscale.com/v1
cockroachdb|CockroachDB|B|Distributed SQL database for resilience.|cockroachlabs.com|cockroachlabs.cloud/api/v1
turso|Turso|B|Edge-hosted SQLite databases based on libSQL.|turso.tech|api.turso.tech/v1
xata|Xata|B|Postgres platform with branching and search.|xata.io|api.xata.io
fauna|Fauna|B|Distributed document-relational database.|fauna.com|db.fauna.com
couchbase|Couchbase Capella|A|NoSQL cloud database for apps.|couchbase.com|cloudapi.cloud.couchbase.com/v4
couchdb|CouchDB|A|Document database with HTTP API and replication.|couchdb.apache.org|couchdb.example.com
elasticsearch|Elasticsearch|KA|Distributed search and analytics engine.|elastic.co|example.es.us-east-1.aws.found.io|mon
opensearch|OpenSearch|A|Open-source search and analytics suite.|opensearch.org|opensearch.example.com
amazon_dynamodb|Amazon DynamoDB|K|Serverless NoSQL key-value database on AWS.|aws.amazon.com/dynamodb|dynamodb.us-east-1.amazonaws.com
azure_cosmos_db|Azure Cosmos DB|K|Globally distributed multi-model database.|azure.microsoft.com/products/cosmos-db|example.documents.azure.com
google_firestore|Cloud Firestore|O|Serverless NoSQL document database from Google.|firebase.google.com/products/firestore|firestore.googleapis.com/v1
datastax_astra_db|DataStax Astra DB|B|Serverless Cassandra and vector database.|datastax.com|api.astra.datastax.com/v2|ai
neo4j|Neo4j|A|Graph database for connected data.|neo4j.com|example.databases.neo4j.io
arangodb|ArangoDB|B|Multi-model graph database.|arangodb.com
influxdb|InfluxDB|B|Time series database for metrics and events.|influxdata.com|us-east-1-1.aws.cloud2.influxdata.com/api/v2|mon
timescale|Timescale|K|Postgres for time series and analytics.|timescale.com|console.cloud.timescale.com/public/api/v1
questdb|QuestDB|A|High-performance time series database.|questdb.io
upstash|Upstash|B|Serverless Redis, Kafka and vector storage.|upstash.com|api.upstash.com/v2
aiven|Aiven|B|Managed open-source data services.|aiven.io|api.aiven.io/v1|cld
confluent|Confluent Cloud|A|Managed Apache Kafka and data streaming.|confluent.io|api.confluent.cloud|cld
amazon_sqs|Amazon SQS|K|Fully managed message queues on AWS.|aws.amazon.com/sqs|sqs.us-east-1.amazonaws.com|cld
rabbitmq|RabbitMQ|A|Open-source message broker.|rabbitmq.com|rabbitmq.example.com/api|dev
cloudamqp|CloudAMQP|K|Hosted RabbitMQ and LavinMQ.|cloudamqp.com|customer.cloudamqp.com/api|dev
google_pubsub|Google Cloud Pub/Sub|O|Asynchronous messaging on Google Cloud.|cloud.google.com/pubsub|pubsub.googleapis.com/v1|cld
sqlite_cloud|SQLite Cloud|K|Managed distributed SQLite.|sqlitecloud.io
singlestore|SingleStore|B|Real-time distributed SQL database.|singlestore.com|api.singlestore.com/v1|ana
firebolt|Firebolt|O|Cloud data warehouse for low-latency analytics.|firebolt.io|api.app.firebolt.io|ana
motherduck|MotherDuck|B|Serverless analytics powered by DuckDB.|motherduck.com|api.motherduck.com|ana
tinybird|Tinybird|B|Real-time analytics APIs on ClickHouse.|tinybird.co|api.tinybird.co/v0|ana
dremio|Dremio|B|Lakehouse query engine for analytics.|dremio.com|api.dremio.cloud/v0|ana
starburst|Starburst|A|Trino-based data lake analytics.|starburst.io||ana
teradata|Teradata|A|Enterprise data analytics platform.|teradata.com||ana
sap_hana|SAP HANA Cloud|A|In-memory database from SAP.|sap.com/products/data-cloud/hana.html
mariadb|MariaDB|A|Community-developed fork of MySQL.|mariadb.com|mariadb.example.com
google_cloud_sql|Cloud SQL|O|Managed MySQL, PostgreSQL and SQL Server on Google Cloud.|cloud.google.com/sql|sqladmin.googleapis.com/v1|cld
amazon_rds|Amazon RDS|K|Managed relational databases on AWS.|aws.amazon.com/rds|rds.us-east-1.amazonaws.com|cld
knack|Knack|K|No-code online database and app builder.|knack.com|api.knack.com/v1|pro
caspio|Caspio|O|Low-code platform for online database apps.|caspio.com|example.caspio.com/rest/v3|pro
ragic|Ragic|K|Spreadsheet-style database builder.|ragic.com|www.ragic.com|pro
teable|Teable|B|Postgres-powered no-code database.|teable.io|app.teable.io/api|pro
@sch
google_calendar|Google Calendar|O|Events, availability and scheduling from Google.|calendar.google.com|www.googleapis.com/calendar/v3|pro
outlook_calendar|Outlook Calendar|O|Calendars and events in Microsoft 365.|outlook.com/calendar|graph.microsoft.com/v1.0|pro
apple_calendar|Apple iCloud Calendar|A|Apple calendars over CalDAV.|icloud.com/calendar|caldav.icloud.com
calendly|Calendly|OB|Scheduling links that find times to meet.|calendly.com|api.calendly.com
cal_com|Cal.com|OK|Open-source scheduling infrastructure.|cal.com|api.cal.com/v2|dev
acuity_scheduling|Acuity Scheduling|OA|Appointment scheduling from Squarespace.|acuityscheduling.com|acuityscheduling.com/api/v1
savvycal|SavvyCal|OB|Scheduling links that respect both calendars.|savvycal.com|api.savvycal.com/v1
youcanbookme|YouCanBook.me|K|Online booking for appointments.|youcanbook.me|api.youcanbook.me/v1
doodle|Doodle|O|Group polls to find the best meeting time.|doodle.com
zcal|zcal|K|Free scheduling links for individuals.|zcal.co
tidycal|TidyCal|B|Simple booking pages with a lifetime licence.|tidycal.com|tidycal.com/api
setmore|Setmore|O|Free appointment scheduling for businesses.|setmore.com|developer.setmore.com/api/v1
simplybook|SimplyBook.me|K|Online booking system for service businesses.|simplybook.me|user-api-v2.simplybook.me
square_appointments|Square Appointments|O|Booking and payments for salons and services.|squareup.com/appointments|connect.squareup.com/v2|pay
booksy|Booksy|K|Booking app for beauty and wellness.|booksy.com
vagaro|Vagaro|K|Salon, spa and fitness business software.|vagaro.com
mindbody|Mindbody|K|Fitness and wellness business software.|mindbodyonline.com|api.mindbodyonline.com/public/v6
fresha|Fresha|K|Booking platform for salons and spas.|fresha.com
zoho_bookings|Zoho Bookings|O|Appointment scheduling from Zoho.|zoho.com/bookings|www.zohoapis.com/bookings/v1
microsoft_bookings|Microsoft Bookings|O|Appointment scheduling in Microsoft 365.|microsoft.com/microsoft-365/business/scheduling-and-booking-app|graph.microsoft.com/v1.0
oncehub|OnceHub|K|Scheduling and conversational booking.|oncehub.com|api.oncehub.com/v2
hubspot_meetings|HubSpot Meetings|O|Meeting scheduler inside HubSpot CRM.|hubspot.com/products/sales/schedule-meeting|api.hubapi.com|crm
calendar_hero|CalendarHero|K|Automated meeting scheduling assistant.|calendarhero.com
vimcal|Vimcal|K|Fast calendar app for busy people.|vimcal.com
cronofy|Cronofy|O|Calendar sync and scheduling APIs.|cronofy.com|api.cronofy.com/v1|dev
nylas|Nylas|OK|Email, calendar and contacts APIs.|nylas.com|api.us.nylas.com/v3|dev
timetap|TimeTap|K|Online appointment scheduling.|timetap.com|api.timetap.com/live
appointy|Appointy|K|Appointment scheduling for businesses.|appointy.com
planyo|Planyo|K|Online reservation system.|planyo.com|www.planyo.com/rest
skedda|Skedda|K|Space and desk booking.|skedda.com
robin|Robin|K|Workplace desk and room booking.|robinpowered.com|api.robinpowered.com/v1.0
envoy|Envoy|O|Visitor management and workplace booking.|envoy.com|api.envoy.com/v1|sec
eptura_engage|Eptura Engage|K|Meeting room and workplace scheduling.|eptura.com
officernd|OfficeRnD|O|Coworking and hybrid office management.|officernd.com|app.officernd.com/api/v1
cvent|Cvent|O|Event management and venue sourcing.|cvent.com|api-platform.cvent.com/ea
ringcentral_events|RingCentral Events|O|Virtual and hybrid event platform, formerly Hopin.|ringcentral.com/events||vid
bizzabo|Bizzabo|K|Event experience platform.|bizzabo.com|api.bizzabo.com/v1
splash|Splash|O|Event marketing software.|splashthat.com|api.splashthat.com|mkt
tito|Tito|K|Ticketing for conferences and events.|ti.to|api.tito.io/v3
ticket_tailor|Ticket Tailor|A|Low-fee event ticketing.|tickettailor.com|api.tickettailor.com/v1
humanitix|Humanitix|K|Not-for-profit event ticketing.|humanitix.com|api.humanitix.com/v1
livestorm|Livestorm|K|Browser-based webinars and virtual events.|livestorm.co|api.livestorm.co/v1|vid
goto_webinar|GoTo Webinar|O|Webinar hosting and registration.|goto.com/webinar|api.getgo.com/G2W/rest/v2|vid
zoom_webinars|Zoom Webinars|O|Large-scale webinars on Zoom.|zoom.com/webinars|api.zoom.us/v2|vid
demio|Demio|K|Webinar platform for marketers.|demio.com|my.demio.com/api/v1|vid
webinarjam|WebinarJam|K|Live webinar software.|webinarjam.com|api.webinarjam.com|vid
bigmarker|BigMarker|K|Webinars and virtual events platform.|bigmarker.com|www.bigmarker.com/api/v1|vid
@doc
docusign|DocuSign|O|Electronic signatures and agreement workflows.|docusign.com|demo.docusign.net/restapi/v2.1
adobe_sign|Adobe Acrobat Sign|O|E-signatures integrated with Adobe Acrobat.|adobe.com/sign|api.na1.adobesign.com/api/rest/v6
signnow|signNow|O|Affordable e-signature for businesses.|signnow.com|api.signnow.com
signwell|SignWell|K|Simple electronic signatures for small businesses.|signwell.com|www.signwell.com/api/v1
boldsign|BoldSign|OK|E-signature APIs and apps from Syncfusion.|boldsign.com|api.boldsign.com/v1
zoho_sign|Zoho Sign|O|Digital signatures from Zoho.|zoho.com/sign|sign.zoho.com/api/v1
yousign|Yousign|K|European e-signature compliant with eIDAS.|yousign.com|api.yousign.app/v3
docuseal|DocuSeal|K|Open-source document signing.|docuseal.com|api.docuseal.com
signrequest|SignRequest|B|Simple e-signatures, part of Box.|signrequest.com|signrequest.com/api/v1
formstack_documents|Formstack Documents|B|Automated document generation.|formstack.com/products/documents|www.webmerge.me/api/v1|aut
ironclad|Ironclad|O|Contract lifecycle management.|ironcladapp.com|ironcladapp.com/public/api/v1
juro|Juro|K|Collaborative contract automation.|juro.com|api.juro.com/v3
contractbook|Contractbook|K|Contract management and automation.|contractbook.com
spotdraft|SpotDraft|K|Contract management for legal teams.|spotdraft.com
concord|Concord|K|Contract lifecycle management for SMBs.|concord.app
clio|Clio|O|Legal practice management software.|clio.com|app.clio.com/api/v4
mycase|MyCase|O|Practice management for law firms.|mycase.com
practicepanther|PracticePanther|O|Legal case management software.|practicepanther.com|app.practicepanther.com/api/v2
adobe_pdf_services|Adobe PDF Services|K|Create, convert and manipulate PDFs via API.|developer.adobe.com/document-services|pdf-services.adobe.io|dev
pdf_co|PDF.co|K|PDF parsing, conversion and generation APIs.|pdf.co|api.pdf.co/v1|dev
pdfmonkey|PDFMonkey|B|Generate PDFs from HTML templates.|pdfmonkey.io|api.pdfmonkey.io/api/v1|aut
docraptor|DocRaptor|K|HTML to PDF conversion API.|docraptor.com|api.docraptor.com|dev
pdfshift|PDFShift|K|Convert HTML to PDF with one request.|pdfshift.io|api.pdfshift.io/v3|dev
cloudconvert|CloudConvert|OB|Convert files between 200+ formats.|cloudconvert.com|api.cloudconvert.com/v2|sto
convertapi|ConvertAPI|K|File conversion API for documents and images.|convertapi.com|v2.convertapi.com|dev
smallpdf|Smallpdf|K|Online PDF tools for compressing and converting.|smallpdf.com||pro
ilovepdf|iLovePDF|K|Online PDF processing tools.|ilovepdf.com|api.ilovepdf.com/v1|pro
docparser|Docparser|K|Extract data from PDFs and scanned documents.|docparser.com|api.docparser.com/v1|aut
parseur|Parseur|K|AI email and document parser.|parseur.com|api.parseur.com|aut
rossum|Rossum|B|AI document processing for transactional documents.|rossum.ai|api.elis.rossum.ai/v1|ai
docsumo|Docsumo|K|Intelligent document processing.|docsumo.com|app.docsumo.com/api/v1|ai
scribe|Scribe|K|Automatically create step-by-step guides.|scribehow.com||pro
tango_us|Tango Guides|K|Capture workflows as how-to guides.|tango.us||pro
archbee|Archbee|K|Product documentation for developers.|archbee.com|app.archbee.com/api|dev
bookstack|BookStack|K|Open-source wiki organised into books.|bookstackapp.com|bookstack.example.com/api
outline|Outline|B|Fast, collaborative knowledge base for teams.|getoutline.com|app.getoutline.com/api|pro
dropbox_docsend|DocSend|K|Secure document sharing with analytics.|docsend.com||sal
papermark|Papermark|K|Open-source document sharing with analytics.|papermark.com||sal
zoho_writer|Zoho Writer|O|Online word processor from Zoho.|zoho.com/writer|www.zohoapis.com/writer/api/v1|pro
onlyoffice|ONLYOFFICE|K|Open-source office suite and document server.|onlyoffice.com||pro
overleaf|Overleaf|K|Collaborative LaTeX editor.|overleaf.com||edu
hackmd|HackMD|B|Collaborative Markdown notes.|hackmd.io|api.hackmd.io/v1|dev
paperless_ngx|Paperless-ngx|K|Self-hosted document management with OCR.|docs.paperless-ngx.com|paperless.example.com/api|sto
m_files|M-Files|A|Metadata-driven document management.|m-files.com||sto
laserfiche|Laserfiche|O|Document management and process automation.|laserfiche.com|api.laserfiche.com/repository/v1|sto
documenso|Documenso|K|Open-source DocuSign alternative.|documenso.com|app.documenso.com/api/v1
@sec
okta|Okta|OK|Identity and access management for workforces.|okta.com|example.okta.com/api/v1
auth0|Auth0|O|Customer identity and authentication platform.|auth0.com|example.us.auth0.com/api/v2|dev
microsoft_entra_id|Microsoft Entra ID|O|Microsoft cloud identity, formerly Azure AD.|entra.microsoft.com|graph.microsoft.com/v1.0
azure_active_directory|Azure Active Directory|O|Former name of Microsoft Entra ID.|azure.microsoft.com|graph.microsoft.com/v1.0
onelogin|OneLogin|O|Workforce identity and single sign-on.|onelogin.com|api.us.onelogin.com/api/2
jumpcloud|JumpCloud|K|Directory, device and identity management.|jumpcloud.com|console.jumpcloud.com/api
ping_identity|Ping Identity|O|Enterprise identity security.|pingidentity.com|api.pingone.com/v1
clerk|Clerk|B|Authentication and user management for React apps.|clerk.com|api.clerk.com/v1|dev
stytch|Stytch|A|Passwordless authentication APIs.|stytch.com|api.stytch.com/v1|dev
workos|WorkOS|K|Enterprise SSO and directory sync for SaaS.|workos.com|api.workos.com|dev
frontegg|Frontegg|K|User management platform for B2B SaaS.|frontegg.com|api.frontegg.com|dev
descope|Descope|K|Drag-and-drop authentication flows.|descope.com|api.descope.com/v1|dev
supertokens|SuperTokens|K|Open-source authentication.|supertokens.com||dev
duo|Duo Security|A|Multi-factor authentication from Cisco.|duo.com|api-example.duosecurity.com
hashicorp_vault|HashiCorp Vault|B|Secrets management and data protection.|vaultproject.io|vault.example.com/v1|dev
doppler|Doppler|B|Secrets management for developers.|doppler.com|api.doppler.com/v3|dev
infisical|Infisical|B|Open-source secrets management.|infisical.com|app.infisical.com/api|dev
aws_secrets_manager|AWS Secrets Manager|K|Rotate and manage secrets on AWS.|aws.amazon.com/secrets-manager|secretsmanager.us-east-1.amazonaws.com|cld
crowdstrike|CrowdStrike Falcon|O|Endpoint protection and threat intelligence.|crowdstrike.com|api.crowdstrike.com
sentinelone|SentinelOne|K|AI-powered endpoint security.|sentinelone.com|example.sentinelone.net/web/api/v2.1
microsoft_defender|Microsoft Defender|O|Threat protection across endpoints and cloud.|microsoft.com/security/business/microsoft-defender|api.securitycenter.microsoft.com/api
palo_alto_cortex|Cortex XSOAR|K|Security orchestration from Palo Alto Networks.|paloaltonetworks.com/cortex/cortex-xsoar
splunk|Splunk|BA|Search, monitoring and SIEM for machine data.|splunk.com|example.splunkcloud.com:8089/services|mon
sumo_logic|Sumo Logic|A|Cloud log analytics and SIEM.|sumologic.com|api.sumologic.com/api/v1|mon
wiz|Wiz|O|Cloud security posture and risk management.|wiz.io|api.us17.app.wiz.io/graphql
orca_security|Orca Security|K|Agentless cloud security platform.|orca.security|api.orcasecurity.io/api
lacework|Lacework|K|Cloud security data platform.|lacework.com|example.lacework.net/api/v2
tenable|Tenable|K|Vulnerability management and exposure.|tenable.com|cloud.tenable.com
rapid7|Rapid7|K|Security operations and vulnerability management.|rapid7.com|us.api.insight.rapid7.com
qualys|Qualys|A|Cloud security and compliance scanning.|qualys.com|qualysapi.qualys.com/api/2.0
veracode|Veracode|K|Application security testing.|veracode.com|api.veracode.com|dev
checkmarx|Checkmarx|K|Application security for developers.|checkmarx.com|ast.checkmarx.net/api|dev
semgrep|Semgrep|B|Static analysis for security and code quality.|semgrep.dev|semgrep.dev/api/v1|dev
socket|Socket|K|Supply-chain security for open-source dependencies.|socket.dev|api.socket.dev/v0|dev
github_advanced_security|GitHub Advanced Security|O|Code scanning and secret scanning on GitHub.|github.com/security/advanced-security|api.github.com|dev
gitguardian|GitGuardian|K|Secrets detection in source code.|gitguardian.com|api.gitguardian.com/v1|dev
vanta|Vanta|O|Automated SOC 2 and ISO 27001 compliance.|vanta.com|api.vanta.com/v1
drata|Drata|B|Continuous compliance automation.|drata.com|public-api.drata.com
secureframe|Secureframe|K|Compliance automation for security frameworks.|secureframe.com|api.secureframe.com
sprinto|Sprinto|K|Compliance automation for cloud companies.|sprinto.com
onetrust|OneTrust|O|Privacy, security and data governance.|onetrust.com|app.onetrust.com/api
osano|Osano|K|Consent management and data privacy.|osano.com
cookiebot|Cookiebot|K|Cookie consent banners and compliance.|cookiebot.com
knowbe4|KnowBe4|B|Security awareness training and phishing simulation.|knowbe4.com|us.api.knowbe4.com/v1|edu
abnormal_security|Abnormal Security|B|AI email security.|abnormalsecurity.com|api.abnormalplatform.com/v1|eml
proofpoint|Proofpoint|A|Email security and threat protection.|proofpoint.com|tap-api-v2.proofpoint.com/v2|eml
mimecast|Mimecast|K|Email security and cyber resilience.|mimecast.com|api.services.mimecast.com|eml
virustotal|VirusTotal|K|Analyse files and URLs for malware.|virustotal.com|www.virustotal.com/api/v3
shodan|Shodan|K|Search engine for internet-connected devices.|shodan.io|api.shodan.io
haveibeenpwned|Have I Been Pwned|K|Check whether accounts appear in data breaches.|haveibeenpwned.com|haveibeenpwned.com/api/v3
securitytrails|SecurityTrails|K|Historical DNS and domain intelligence.|securitytrails.com|api.securitytrails.com/v1
abuseipdb|AbuseIPDB|K|Report and check abusive IP addresses.|abuseipdb.com|api.abuseipdb.com/api/v2
greynoise|GreyNoise|K|Internet background noise intelligence.|greynoise.io|api.greynoise.io/v3
recaptcha|reCAPTCHA|K|Bot protection for websites from Google.|google.com/recaptcha|www.google.com/recaptcha/api
hcaptcha|hCaptcha|K|Privacy-focused bot detection.|hcaptcha.com|api.hcaptcha.com
persona|Persona|K|Identity verification and KYC.|withpersona.com|withpersona.com/api/v1
onfido|Onfido|K|Document and biometric identity verification.|onfido.com|api.eu.onfido.com/v3.6
jumio|Jumio|A|Identity verification and AML compliance.|jumio.com|account.amer-1.jumio.ai/api/v1
veriff|Veriff|K|Online identity verification.|veriff.com|stationapi.veriff.com/v1
sumsub|Sumsub|K|Verification platform for KYC and AML.|sumsub.com|api.sumsub.com
kandji|Kandji|B|Apple device management.|kandji.io|example.api.kandji.io/api/v1
jamf|Jamf Pro|OA|Apple device management for enterprises.|jamf.com|example.jamfcloud.com/api/v1
intune|Microsoft Intune|O|Endpoint management for devices and apps.|microsoft.com/security/business/endpoint-management/microsoft-intune|graph.microsoft.com/v1.0
kolide|Kolide|K|Device trust for Okta users.|kolide.com|api.kolide.com
nordlayer|NordLayer|K|Network access security for businesses.|nordlayer.com
@mon
datadog|Datadog|K|Monitoring and security for cloud applications.|datadoghq.com|api.datadoghq.com/api
new_relic|New Relic|K|Full-stack observability platform.|newrelic.com|api.newrelic.com/graphql
dynatrace|Dynatrace|B|AI-driven observability and security.|dynatrace.com|example.live.dynatrace.com/api/v2
honeycomb|Honeycomb|K|Observability for distributed systems.|honeycomb.io|api.honeycomb.io/1|dev
lightstep|ServiceNow Cloud Observability|K|Distributed tracing, formerly Lightstep.|lightstep.com|api.lightstep.com/public/v0.2
grafana_cloud|Grafana Cloud|B|Hosted metrics, logs and traces.|grafana.com/products/cloud|grafana.com/api
prometheus|Prometheus|N|Open-source metrics and alerting toolkit.|prometheus.io|prometheus.example.com/api/v1|dev
elastic_observability|Elastic Observability|K|Logs, metrics and APM on Elasticsearch.|elastic.co/observability|example.kb.us-east-1.aws.found.io/api
logz_io|Logz.io|K|Open-source observability on the cloud.|logz.io|api.logz.io/v1
papertrail|Papertrail|K|Hosted log management with tail and search.|papertrail.com|papertrailapp.com/api/v1
loggly|Loggly|K|Cloud log management from SolarWinds.|loggly.com|example.loggly.com/apiv2
better_stack|Better Stack|B|Uptime monitoring, logs and incident management.|betterstack.com|uptime.betterstack.com/api/v2
axiom|Axiom|B|Event data platform for logs and traces.|axiom.co|api.axiom.co/v1|dev
logtail|Logtail|B|Log management with SQL queries.|betterstack.com/logs|in.logs.betterstack.com
uptimerobot|UptimeRobot|K|Website uptime monitoring and alerts.|uptimerobot.com|api.uptimerobot.com/v2
pingdom|Pingdom|B|Website uptime and performance monitoring.|pingdom.com|api.pingdom.com/api/3.1
statuscake|StatusCake|B|Uptime, page speed and SSL monitoring.|statuscake.com|api.statuscake.com/v1
site24x7|Site24x7|O|Cloud monitoring for websites and servers.|site24x7.com|www.site24x7.com/api
freshping|Freshping|K|Free uptime monitoring from Freshworks.|freshping.io|api.freshping.io/v1
cronitor|Cronitor|A|Cron job and heartbeat monitoring.|cronitor.io|cronitor.io/api
healthchecks_io|Healthchecks.io|K|Monitoring for cron jobs and scheduled tasks.|healthchecks.io|healthchecks.io/api/v3
opsgenie|Opsgenie|K|On-call and alert management from Atlassian.|atlassian.com/software/opsgenie|api.opsgenie.com/v2|sup
incident_io|incident.io|B|Incident management inside Slack.|incident.io|api.incident.io/v2|sup
firehydrant|FireHydrant|B|Incident management and retrospectives.|firehydrant.com|api.firehydrant.io/v1|sup
rootly|Rootly|B|AI-native incident management.|rootly.com|api.rootly.com/v1|sup
splunk_on_call|Splunk On-Call|K|On-call incident response, formerly VictorOps.|splunk.com/en_us/products/on-call.html|api.victorops.com/api-public/v1|sup
squadcast|Squadcast|B|Incident response and SRE workflows.|squadcast.com|api.squadcast.com/v3|sup
grafana_oncall|Grafana OnCall|K|On-call management in Grafana.|grafana.com/products/oncall|oncall-prod-us-central-0.grafana.net/oncall/api/v1|sup
rollbar|Rollbar|K|Real-time error tracking and debugging.|rollbar.com|api.rollbar.com/api/1|dev
bugsnag|Bugsnag|K|Application stability monitoring.|bugsnag.com|api.bugsnag.com|dev
raygun|Raygun|K|Crash reporting and real user monitoring.|raygun.com|api.raygun.com/v3|dev
airbrake|Airbrake|K|Error and performance monitoring.|airbrake.io|api.airbrake.io/api/v4|dev
honeybadger|Honeybadger|A|Exception, uptime and check-in monitoring.|honeybadger.io|app.honeybadger.io/v2|dev
appsignal|AppSignal|K|APM for Ruby, Elixir and Node.js.|appsignal.com|appsignal.com/api|dev
scout_apm|Scout APM|K|Application performance monitoring for developers.|scoutapm.com|scoutapm.com/api/v0|dev
instana|IBM Instana|K|Automated enterprise observability.|ibm.com/products/instana|example.instana.io/api
appdynamics|AppDynamics|O|Application performance management from Cisco.|appdynamics.com|example.saas.appdynamics.com/controller/rest
solarwinds|SolarWinds Observability|B|Hybrid IT observability.|solarwinds.com|api.na-01.cloud.solarwinds.com/v1
zabbix|Zabbix|B|Open-source infrastructure monitoring.|zabbix.com|zabbix.example.com/api_jsonrpc.php
nagios|Nagios XI|K|Infrastructure monitoring and alerting.|nagios.com|nagios.example.com/nagiosxi/api/v1
checkmk|Checkmk|B|IT monitoring for servers, networks and cloud.|checkmk.com|checkmk.example.com/check_mk/api/1.0
netdata|Netdata|B|Real-time infrastructure monitoring.|netdata.cloud|app.netdata.cloud/api/v2
chronosphere|Chronosphere|B|Cloud-native observability platform.|chronosphere.io|example.chronosphere.io/api/v1
coralogix|Coralogix|K|Observability with in-stream data analytics.|coralogix.com|api.coralogix.com/api/v1
mezmo|Mezmo|K|Telemetry pipeline and log analysis, formerly LogDNA.|mezmo.com|api.mezmo.com/v1
highlight|Highlight.io|K|Open-source session replay and monitoring.|highlight.io||dev
speedcurve|SpeedCurve|A|Web performance monitoring.|speedcurve.com|api.speedcurve.com/v1
calibre|Calibre|K|Website performance monitoring and budgets.|calibreapp.com|api.calibreapp.com/graphql
debugbear|DebugBear|K|Page speed monitoring and Core Web Vitals.|debugbear.com|www.debugbear.com/api/v1
@edu
canvas_lms|Canvas LMS|OB|Learning management system from Instructure.|instructure.com/canvas|canvas.instructure.com/api/v1
moodle|Moodle|K|Open-source learning platform.|moodle.org|moodle.example.com/webservice/rest/server.php
blackboard|Blackboard Learn|O|Learning management for institutions.|anthology.com/products/teaching-and-learning/learning-effectiveness/blackboard-learn|example.blackboard.com/learn/api/public/v1
google_classroom|Google Classroom|O|Assignments and classes in Google Workspace for Education.|classroom.google.com|classroom.googleapis.com/v1
schoology|Schoology|O|K-12 learning management system.|schoology.com|api.schoology.com/v1
brightspace|D2L Brightspace|O|Learning platform for schools and enterprises.|d2l.com|example.brightspace.com/d2l/api
teachable|Teachable|K|Create and sell online courses.|teachable.com|developers.teachable.com/v1
thinkific|Thinkific|OK|Online course creation and community.|thinkific.com|api.thinkific.com/api/public/v1
learnworlds|LearnWorlds|O|White-label online academy builder.|learnworlds.com
kartra|Kartra|K|Online business platform with courses and funnels.|kartra.com||mkt
udemy_business|Udemy Business|A|On-demand learning for organisations.|business.udemy.com|example.udemy.com/api-2.0
coursera|Coursera|O|Online courses from universities and companies.|coursera.org|api.coursera.org/api
linkedin_learning|LinkedIn Learning|O|Professional courses on LinkedIn.|linkedin.com/learning|api.linkedin.com/v2
pluralsight|Pluralsight|B|Technology skills training.|pluralsight.com||dev
edx|edX|O|University courses and programmes online.|edx.org|api.edx.org
khan_academy|Khan Academy|N|Free courses and practice for learners.|khanacademy.org
duolingo|Duolingo|N|Language learning through bite-sized lessons.|duolingo.com
quizlet|Quizlet|O|Flashcards and study tools.|quizlet.com
kahoot|Kahoot!|O|Game-based learning quizzes.|kahoot.com
mentimeter|Mentimeter|K|Interactive presentations and live polling.|mentimeter.com||frm
slido|Slido|O|Audience Q&A and polling for meetings.|slido.com||frm
poll_everywhere|Poll Everywhere|K|Live audience response polling.|polleverywhere.com||frm
nearpod|Nearpod|K|Interactive lessons for classrooms.|nearpod.com
seesaw|Seesaw|O|Student learning journals for K-12.|seesaw.me
classdojo|ClassDojo|O|Classroom communication between teachers and families.|classdojo.com||com
remind|Remind|O|School messaging for teachers and parents.|remind.com||com
edpuzzle|Edpuzzle|K|Interactive video lessons.|edpuzzle.com||vid
turnitin|Turnitin|K|Plagiarism detection and feedback.|turnitin.com
gradescope|Gradescope|K|AI-assisted grading from Turnitin.|gradescope.com
clever|Clever|O|Single sign-on and rostering for schools.|clever.com|api.clever.com/v3.0|sec
powerschool|PowerSchool|O|Student information system for K-12.|powerschool.com|example.powerschool.com/ws/v1
infinite_campus|Infinite Campus|O|K-12 student information system.|infinitecampus.com
absorb_lms|Absorb LMS|K|Corporate learning management.|absorblms.com|rest.myabsorb.com
litmos|Litmos|K|Corporate training and LMS.|litmos.com|api.litmos.com/v1.svc
lessonspace|Lessonspace|K|Online classroom for tutoring.|thelessonspace.com|api.thelessonspace.com/v2
skillshare|Skillshare|N|Creative online classes.|skillshare.com
masterclass|MasterClass|N|Video lessons from experts.|masterclass.com||vid
brilliant|Brilliant|N|Interactive learning for maths and science.|brilliant.org
codecademy|Codecademy|N|Learn to code interactively.|codecademy.com||dev
anki|AnkiWeb|A|Spaced-repetition flashcards sync service.|ankiweb.net
wooclap|Wooclap|K|Interactive learning platform for classes.|wooclap.com||frm
@frm
typeform|Typeform|OB|Conversational forms and surveys.|typeform.com|api.typeform.com|mkt
google_forms|Google Forms|O|Free surveys and quizzes from Google.|forms.google.com|forms.googleapis.com/v1
jotform|Jotform|K|Online form builder with templates.|jotform.com|api.jotform.com
surveymonkey|SurveyMonkey|O|Online surveys and feedback.|surveymonkey.com|api.surveymonkey.com/v3
tally_forms|Tally|K|Simple, free form builder that works like a doc.|tally.so|api.tally.so
formstack|Formstack|O|Forms, documents and e-signatures for workflows.|formstack.com|www.formstack.com/api/v2014
cognito_forms|Cognito Forms|B|Online forms with calculations and payments.|cognitoforms.com|www.cognitoforms.com/api
wufoo|Wufoo|A|Online form builder from SurveyMonkey.|wufoo.com|example.wufoo.com/api/v3
microsoft_forms|Microsoft Forms|O|Surveys and quizzes in Microsoft 365.|forms.office.com
paperform|Paperform|K|Forms that look like documents.|paperform.co|api.paperform.co/v1
fillout|Fillout|K|Powerful forms for Notion and Airtable.|fillout.com|api.fillout.com/v1/api
formsite|Formsite|K|Secure online forms and surveys.|formsite.com
gravity_forms|Gravity Forms|A|Form builder plugin for WordPress.|gravityforms.com|example.com/wp-json/gf/v2
wpforms|WPForms|K|Drag-and-drop WordPress forms.|wpforms.com
ninja_forms|Ninja Forms|K|Beginner-friendly WordPress forms.|ninjaforms.com
formspree|Formspree|K|Form backend for static sites.|formspree.io|formspree.io/api/0|dev
basin|Basin|K|Form backend with spam filtering.|usebasin.com|usebasin.com/api/v1|dev
getform|Getform|K|Form endpoint for developers.|getform.io|api.getform.io/v1|dev
formbricks|Formbricks|K|Open-source experience management and surveys.|formbricks.com|app.formbricks.com/api/v1
qualtrics|Qualtrics|OK|Experience management and research surveys.|qualtrics.com|example.qualtrics.com/API/v3|ana
alchemer|Alchemer|K|Survey and feedback platform, formerly SurveyGizmo.|alchemer.com|api.alchemer.com/v5
questionpro|QuestionPro|K|Online survey software for research.|questionpro.com|api.questionpro.com/a/api/v2
survicate|Survicate|K|Customer feedback surveys across channels.|survicate.com|data-api.survicate.com/v2
zonka_feedback|Zonka Feedback|K|Customer feedback and CX survey software.|zonkafeedback.com
lime_survey|LimeSurvey|A|Open-source online survey tool.|limesurvey.org|limesurvey.example.com/index.php/admin/remotecontrol
crowdsignal|Crowdsignal|K|Polls, ratings and surveys from Automattic.|crowdsignal.com|api.crowdsignal.com/v1
zoho_forms|Zoho Forms|O|Online forms from the Zoho suite.|zoho.com/forms|forms.zoho.com/api/v1
123formbuilder|123FormBuilder|K|Drag-and-drop online form builder.|123formbuilder.com|api.123formbuilder.com/v2
formcarry|Formcarry|K|Hosted form backend.|formcarry.com|formcarry.com/api|dev
heyflow|Heyflow|K|Interactive funnels and lead forms.|heyflow.com||mkt
involve_me|involve.me|K|Interactive quizzes, calculators and forms.|involve.me||mkt
outgrow|Outgrow|K|Interactive calculators and quizzes for marketing.|outgrow.co||mkt
interact|Interact|K|Quiz maker for lead generation.|tryinteract.com|api.tryinteract.com|mkt
netigate|Netigate|K|Employee and customer survey platform.|netigate.net|api.netigate.se|hr
userpilot|Userpilot|K|Product growth with in-app surveys and flows.|userpilot.com|analytex.userpilot.io/v1|ana
sprig|Sprig|K|In-product surveys and replays.|sprig.com|api.sprig.com/v2|ana
@vid
zoom|Zoom|O|Video meetings, webinars and team chat.|zoom.us|api.zoom.us/v2|com
google_meet|Google Meet|O|Video conferencing in Google Workspace.|meet.google.com|meet.googleapis.com/v2|com
gotomeeting|GoTo Meeting|O|Online meetings from GoTo.|goto.com/meeting|api.getgo.com/G2M/rest/v2|com
whereby|Whereby|K|Browser-based video meetings and embedded rooms.|whereby.com|api.whereby.dev/v1|com
daily|Daily|B|Video and audio APIs for real-time apps.|daily.co|api.daily.co/v1|dev
livekit|LiveKit|K|Open-source WebRTC infrastructure.|livekit.io|example.livekit.cloud|dev
agora|Agora|A|Real-time voice and video SDKs.|agora.io|api.agora.io|dev
100ms|100ms|B|Live video infrastructure for apps.|100ms.live|api.100ms.live/v2|dev
vonage_video|Vonage Video API|K|Programmable video sessions, formerly OpenTok.|vonage.com/communications-apis/video|video.api.vonage.com|dev
mux|Mux|A|Video streaming and analytics APIs.|mux.com|api.mux.com|dev
vimeo|Vimeo|OB|Video hosting, live streaming and review.|vimeo.com|api.vimeo.com
wistia|Wistia|B|Video hosting and marketing for businesses.|wistia.com|api.wistia.com/v1|mkt
brightcove|Brightcove|O|Enterprise video platform.|brightcove.com|cms.api.brightcove.com/v1
jw_player|JW Player|K|Video player and streaming platform.|jwplayer.com|api.jwplayer.com/v2
api_video|api.video|K|Video hosting and live streaming API.|api.video|ws.api.video|dev
cloudflare_stream|Cloudflare Stream|B|Video upload, storage and encoding.|cloudflare.com/products/cloudflare-stream|api.cloudflare.com/client/v4|dev
kaltura|Kaltura|K|Open-source video platform.|kaltura.com|www.kaltura.com/api_v3
panopto|Panopto|O|Video platform for education and business.|panopto.com|example.hosted.panopto.com/Panopto/api/v1|edu
streamyard|StreamYard|K|Browser-based live streaming studio.|streamyard.com
restream|Restream|O|Multistream to many platforms at once.|restream.io|api.restream.io/v2|soc
obs|OBS Studio|N|Open-source streaming and recording software.|obsproject.com
riverside|Riverside|K|Studio-quality remote recording.|riverside.fm
squadcast_fm|SquadCast.fm|K|Remote podcast recording, now part of Descript.|squadcast.fm
buzzsprout|Buzzsprout|K|Podcast hosting and promotion.|buzzsprout.com|www.buzzsprout.com/api
transistor|Transistor|K|Podcast hosting and analytics.|transistor.fm|api.transistor.fm/v1
captivate_fm|Captivate|K|Podcast hosting for growth.|captivate.fm|api.captivate.fm
podbean|Podbean|O|Podcast hosting and monetisation.|podbean.com|api.podbean.com/v1
spotify_for_podcasters|Spotify for Creators|O|Podcast hosting and analytics from Spotify.|creators.spotify.com
libsyn|Libsyn|K|Podcast hosting and distribution.|libsyn.com|api.libsyn.com
simplecast|Simplecast|B|Podcast hosting and analytics.|simplecast.com|api.simplecast.com
apple_podcasts|Apple Podcasts Connect|O|Manage shows on Apple Podcasts.|podcastsconnect.apple.com
listen_notes|Listen Notes|K|Podcast search engine and API.|listennotes.com|listen-api.listennotes.com/api/v2
frame_io|Frame.io|OB|Video review and collaboration from Adobe.|frame.io|api.frame.io/v2|des
veed|VEED|K|Online video editor with AI tools.|veed.io||ai
kapwing|Kapwing|K|Collaborative online video editor.|kapwing.com||des
clipchamp|Clipchamp|O|Browser video editor from Microsoft.|clipchamp.com||des
invideo|InVideo|K|AI video creation from text prompts.|invideo.io||ai
opus_clip|OpusClip|K|AI clipping of long videos into shorts.|opus.pro||ai
capcut|CapCut|O|Video editing app from ByteDance.|capcut.com||soc
shotstack|Shotstack|K|Cloud video editing API.|shotstack.io|api.shotstack.io/v1|dev
creatomate|Creatomate|B|Automate video generation from templates.|creatomate.com|api.creatomate.com/v1|aut
json2video|JSON2Video|K|Create videos programmatically from JSON.|json2video.com|api.json2video.com/v2|dev
vidiq|vidIQ|K|YouTube growth and channel analytics.|vidiq.com||soc
tubebuddy|TubeBuddy|K|YouTube channel management extension.|tubebuddy.com||soc
bambuser|Bambuser|K|Live video shopping.|bambuser.com||ecm
grain|Grain|K|Record and share highlights of customer calls.|grain.com|api.grain.com/_/public-api|sal
sonix|Sonix|B|Automated transcription and translation.|sonix.ai|api.sonix.ai/v1|ai
rev|Rev|K|Transcription and captions by humans and AI.|rev.com|api.rev.com/api/v1|ai
happy_scribe|Happy Scribe|K|Transcription and subtitles in many languages.|happyscribe.com|www.happyscribe.com/api/v1|ai
@aut
zapier|Zapier|OK|No-code automation connecting thousands of apps.|zapier.com|api.zapier.com/v2|pro
make|Make|K|Visual automation platform for complex scenarios.|make.com|us1.make.com/api/v2|pro
integromat|Integromat|K|Former name of the Make automation platform.|integromat.com|integromat.com/api/v2|pro
n8n|n8n|K|Fair-code workflow automation you can self-host.|n8n.io|n8n.example.com/api/v1|dev
ifttt|IFTTT|K|Simple applets connecting apps and devices.|ifttt.com|connect.ifttt.com/v2|pro
power_automate|Power Automate|O|Workflow automation in Microsoft 365.|powerautomate.microsoft.com|api.flow.microsoft.com
workato|Workato|B|Enterprise automation and integration platform.|workato.com|www.workato.com/api
tray_io|Tray.ai|B|AI-ready integration platform for enterprises.|tray.ai|tray.io/graphql
boomi|Boomi|A|Integration platform as a service.|boomi.com|api.boomi.com/api/rest/v1
mulesoft|MuleSoft Anypoint|O|API-led integration from Salesforce.|mulesoft.com|anypoint.mulesoft.com
celigo|Celigo|B|iPaaS for NetSuite and business apps.|celigo.com|api.integrator.io/v1
activepieces|Activepieces|K|Open-source no-code automation.|activepieces.com|cloud.activepieces.com/api/v1
relay_app|Relay.app|K|Human-in-the-loop workflow automation.|relay.app
bardeen|Bardeen|K|AI browser automation for repetitive tasks.|bardeen.ai||ai
uipath|UiPath|O|Robotic process automation platform.|uipath.com|cloud.uipath.com
automation_anywhere|Automation Anywhere|K|Intelligent automation and RPA.|automationanywhere.com
power_apps|Power Apps|O|Low-code business apps from Microsoft.|powerapps.microsoft.com|api.powerapps.com
appsheet|AppSheet|O|No-code apps from Google Cloud.|appsheet.com|api.appsheet.com/api/v2|pro
glide|Glide|B|Build apps from spreadsheets.|glideapps.com|api.glideapps.com|pro
softr|Softr|K|Build portals and internal tools on Airtable and more.|softr.io|studio-api.softr.io/v1|pro
bubble|Bubble|B|Visual programming for full web apps.|bubble.io|example.bubbleapps.io/api/1.1|dev
adalo|Adalo|K|No-code mobile app builder.|adalo.com|api.adalo.com/v0|dev
flutterflow|FlutterFlow|K|Visual builder for Flutter apps.|flutterflow.io||dev
xano|Xano|B|No-code backend and API builder.|xano.com|example.xano.io/api:meta|db
webhooks|Webhooks|N|Sends and receives generic HTTP webhooks.|patchbay.dev/toolkits/webhooks|local
http_request|HTTP Request|N|Calls any HTTP endpoint with custom method, headers and body.|patchbay.dev/toolkits/http-request|local
schedule|Schedule|N|Fires events on a timer or cron schedule.|patchbay.dev/toolkits/schedule|local
browserless|Browserless|K|Headless Chrome as a service.|browserless.io|chrome.browserless.io|dev
axiom_ai|Axiom.ai|K|No-code browser bots.|axiom.ai
browse_ai|Browse AI|K|Train robots to extract and monitor web data.|browse.ai|api.browse.ai/v2
octoparse|Octoparse|K|Visual web scraping tool.|octoparse.com|openapi.octoparse.com
parabola|Parabola|K|Drag-and-drop data workflows.|parabola.io
zapier_interfaces|Zapier Interfaces|K|Forms, portals and chatbots powered by Zaps.|zapier.com/interfaces||frm
home_assistant|Home Assistant|B|Open-source smart home automation.|home-assistant.io|homeassistant.local:8123/api
smartthings|SmartThings|O|Samsung smart home platform.|smartthings.com|api.smartthings.com/v1
philips_hue|Philips Hue|O|Smart lighting control.|philips-hue.com|api.meethue.com/route/clip/v2
google_home|Google Home|O|Smart home devices managed through Google.|home.google.com|smartdevicemanagement.googleapis.com/v1
alexa|Amazon Alexa|O|Voice assistant and smart home skills.|developer.amazon.com/alexa|api.amazonalexa.com
tesla|Tesla|O|Vehicle data and commands through the Fleet API.|tesla.com|fleet-api.prd.na.vn.cloud.tesla.com/api/1
particle|Particle|B|IoT platform for connected devices.|particle.io|api.particle.io/v1|dev
code_interpreter|Code Interpreter|N|Runs short Python snippets in an isolated sandbox next to the agent.|patchbay.dev/toolkits/code-interpreter|local
file_manager|File Manager|N|Reads, writes and lists files in the agent's local workspace.|patchbay.dev/toolkits/file-manager|local
text_utils|Text Utilities|N|Counts, slices, diffs and reformats text without calling any service.|patchbay.dev/toolkits/text-utils|local
@edu
wikipedia|Wikipedia|N|Search and read articles from the free encyclopedia.|wikipedia.org|en.wikipedia.org/w/rest.php/v1
wikidata|Wikidata|N|Structured, linked open data behind Wikipedia.|wikidata.org|www.wikidata.org/w/api.php|db
open_library|Open Library|N|Open catalogue of books with covers and editions.|openlibrary.org|openlibrary.org
gutendex|Project Gutenberg|N|Free public-domain ebooks and their metadata.|gutenberg.org|gutendex.com
arxiv|arXiv|N|Open-access preprints in physics, maths and computer science.|arxiv.org|export.arxiv.org/api
pubmed|PubMed|N|Biomedical literature citations from the NLM.|pubmed.ncbi.nlm.nih.gov|eutils.ncbi.nlm.nih.gov/entrez/eutils
crossref|Crossref|N|Metadata for scholarly works by DOI.|crossref.org|api.crossref.org
openalex|OpenAlex|N|Open index of scholarly papers, authors and institutions.|openalex.org|api.openalex.org
semantic_scholar|Semantic Scholar|N|AI-powered research paper search.|semanticscholar.org|api.semanticscholar.org/graph/v1|ai
europe_pmc|Europe PMC|N|Life-science literature and full-text articles.|europepmc.org|www.ebi.ac.uk/europepmc/webservices/rest
internet_archive|Internet Archive|N|Digital library with the Wayback Machine.|archive.org|archive.org
met_museum|The Met Collection|N|Open access artworks from the Metropolitan Museum of Art.|metmuseum.org|collectionapi.metmuseum.org/public/collection/v1
art_institute_chicago|Art Institute of Chicago|N|Public API for artworks and exhibitions.|artic.edu|api.artic.edu/api/v1
free_dictionary|Free Dictionary|N|Word definitions, phonetics and examples.|dictionaryapi.dev|api.dictionaryapi.dev/api/v2
open_trivia_db|Open Trivia Database|N|Crowd-sourced trivia questions.|opentdb.com|opentdb.com
@ana
open_meteo|Open-Meteo|N|Free weather forecasts without an API key.|open-meteo.com|api.open-meteo.com/v1
weather_gov|National Weather Service|N|US forecasts and alerts from NOAA.|weather.gov|api.weather.gov
usgs_earthquakes|USGS Earthquake Hazards|N|Real-time earthquake feeds from the USGS.|earthquake.usgs.gov|earthquake.usgs.gov/fdsnws/event/1
openstreetmap|OpenStreetMap|N|Free, editable map of the world and Nominatim search.|openstreetmap.org|nominatim.openstreetmap.org
rest_countries|REST Countries|N|Country data such as capitals, currencies and flags.|restcountries.com|restcountries.com/v3.1
world_bank|World Bank Open Data|N|Development indicators for every country.|data.worldbank.org|api.worldbank.org/v2
nager_date|Nager.Date|N|Public holidays for over one hundred countries.|date.nager.at|date.nager.at/api/v3|sch
frankfurter|Frankfurter|N|Foreign exchange rates from the European Central Bank.|frankfurter.app|api.frankfurter.app|fin
open_food_facts|Open Food Facts|N|Open database of food products worldwide.|openfoodfacts.org|world.openfoodfacts.org/api/v2
spacex_api|SpaceX API|N|Launches, rockets and capsules data.|github.com/r-spacex/SpaceX-API|api.spacexdata.com/v5
open_notify|Open Notify|N|Where the International Space Station is right now.|open-notify.org|api.open-notify.org
data_gov|Data.gov|N|US government open datasets catalogue.|data.gov|catalog.data.gov/api/3
eurostat|Eurostat|N|Official statistics of the European Union.|ec.europa.eu/eurostat|ec.europa.eu/eurostat/api/dissemination
ip_api|ip-api|N|IP geolocation lookups.|ip-api.com|ip-api.com/json|dev
mempool_space|mempool.space|N|Bitcoin mempool and blockchain explorer.|mempool.space|mempool.space/api|fin
coincap|CoinCap|N|Real-time cryptocurrency market data.|coincap.io|api.coincap.io/v2|fin
@dev
crates_io|crates.io|N|The Rust community's package registry.|crates.io|crates.io/api/v1
rubygems|RubyGems|K|The Ruby community's gem hosting service.|rubygems.org|rubygems.org/api/v1
packagist|Packagist|N|The main PHP package repository for Composer.|packagist.org|packagist.org
maven_central|Maven Central|N|Repository of Java and JVM artifacts.|central.sonatype.com|search.maven.org/solrsearch
nuget|NuGet|K|Package manager for .NET.|nuget.org|api.nuget.org/v3
go_packages|Go Packages|N|Discover and read docs for Go modules.|pkg.go.dev|proxy.golang.org
jsonplaceholder|JSONPlaceholder|N|Fake REST API for testing and prototyping.|jsonplaceholder.typicode.com|jsonplaceholder.typicode.com
httpbin|httpbin|N|Simple HTTP request and response service.|httpbin.org|httpbin.org
github_status|GitHub Status|N|Current status and incidents for GitHub services.|githubstatus.com|www.githubstatus.com/api/v2|mon
@vid
pokeapi|PokéAPI|N|All the Pokémon data you need in one place.|pokeapi.co|pokeapi.co/api/v2
xkcd|xkcd|N|Webcomic of romance, sarcasm, maths and language.|xkcd.com|xkcd.com
radio_browser|Radio Browser|N|Community directory of internet radio stations.|radio-browser.info|de1.api.radio-browser.info/json
musicbrainz|MusicBrainz|N|Open music encyclopedia of artists and releases.|musicbrainz.org|musicbrainz.org/ws/2
tvmaze|TVmaze|N|TV show schedules and episode data.|tvmaze.com|api.tvmaze.com
`;
