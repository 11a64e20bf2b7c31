/** A fictional user of Acme CRM; the demo's sign-in screen lists them. */
export interface DemoUser {
  /** Also the Patchbay user_id their connections are created under. */
  id: string;
  name: string;
  email: string;
  title: string;
  isAdmin: boolean;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { id: 'ada', name: 'Ada Lovelace', email: 'ada@acme-crm.test', title: 'Workspace admin', isAdmin: true },
  { id: 'grace', name: 'Grace Hopper', email: 'grace@acme-crm.test', title: 'Account executive', isAdmin: false },
];

export function findDemoUser(id: string): DemoUser | undefined {
  return DEMO_USERS.find((user) => user.id === id);
}
