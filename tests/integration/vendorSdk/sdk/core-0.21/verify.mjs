// The installed SDK's triggers.verifyWebhook over the deliveries in the file named on the command line.
import { Composio } from '@composio/core';
import { verifyWithVendor } from '../verifyWithVendor.mjs';

await verifyWithVendor(Composio, process.argv[2]);
