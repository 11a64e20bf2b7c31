/** What the user (the English page, `en.providerFailed`) and the app (`status_reason`) are told when the provider failed on its side (a 5xx): nothing they typed was wrong. */
export const providerFailedReason = (toolkitName: string): string =>
  `${toolkitName} had a problem on its side and could not finish connecting your account. Try connecting again.`;
