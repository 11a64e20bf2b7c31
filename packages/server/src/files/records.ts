/** The secret presigned URLs are signed with, a singleton in 'settings'. */
export interface SigningSecretRecord {
  id: 'url_signing_secret';
  secret: string;
}
