type FlowModule = typeof import('./ConnectFlow');

let flowModule: Promise<FlowModule> | null = null;

/**
 * The flow's code is a chunk of its own in an app's bundle: loaded when a
 * page first sets a flow up (see `ConnectStore.resume`), so it is there by the time of a click.
 */
export function loadConnectFlow(): Promise<FlowModule> {
  return (flowModule ??= import('./ConnectFlow').catch((error: unknown) => {
    flowModule = null; // fetched again on the next try (e.g. back online)
    throw error;
  }));
}
