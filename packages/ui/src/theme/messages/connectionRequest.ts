/** A connection request (ConnectionRequest). */
export const connectionRequestMessages = {
  label: (app: string) => `Connection request: ${app}`,
  connect: (app: string) => `Connect ${app}`,
  /** The button when the agent met an account whose access ended (`inactiveAccount`). */
  reconnect: (app: string) => `Reconnect ${app}`,
  /**
   * Why that account stopped working, as the kit classifies its `status_reason_code` (`connectionHealthOf`):
   * `provider_unauthorized` also says it for `credentials_rejected`; `other` for any other.
   */
  stopped: {
    token_expired: (app: string) => `Your access to ${app} expired.`,
    access_revoked: (app: string) => `Your access was removed at ${app}.`,
    provider_unauthorized: (app: string) => `${app} refused access.`,
    other: (app: string) => `${app} needs reconnecting.`,
  },
  connected: 'Connected',
  opening: 'Opening a secure window…',
  waiting: 'Finish connecting in the window that opened.',
  popupBlocked: 'Your browser blocked the pop-up, so we will continue in this tab.',
  active: (app: string) => `${app} is connected.`,
  failed: 'The connection failed.',
  expired: 'The link expired before the connection was finished.',
  cancelled: 'The connection was cancelled.',
};
