// The journey with @composio/core 0.8.1, as installed here (npm ci).
import { Composio, OpenAIProvider } from '@composio/core';
import { runJourney } from '../runJourney.mjs';

await runJourney({ Composio, OpenAIProvider, version: '0.8.1', webhookVersion: 'V2' });
