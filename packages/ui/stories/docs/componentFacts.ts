/**
 * What a component's docs page says that its sources cannot: its keys, and the values of the
 * `data-state`s the sources compute. Everything else on the page is read from the sources, the
 * README, the messages and `.size-limit.mjs`. `packages/ui/test/docs/componentDocs.test.ts` checks
 * this file against the sources: the computed states against their TypeScript types, the extra parts
 * against the names in the code, and that every component of the package has its facts.
 */
export interface ComponentFacts {
  /** Each key (or chord) and what it does, in the order a user meets them. */
  keyboard: [key: string, does: string][];
  /** The values of each own part whose `data-state` is computed (`data-state={status}`), by slot. */
  computedStates: Record<string, string[]>;
  /** Parts named through a prop the source reader cannot follow (the actions menu's `slot`). */
  extraParts?: string[];
  /** Other exports of the component's folder that have a size line of their own (`ToolApprovalList`). */
  alsoSized?: string[];
}

const CONNECT_STATUS = ['active', 'cancelled', 'expired', 'failed', 'idle', 'opening', 'waiting'];
const CONNECTION_STATE = ['connected', 'connecting', 'disabled', 'needs-reconnecting', 'not-connected', 'reconnecting'];
const DIALOG_KEYS: [string, string][] = [
  ['Tab / Shift+Tab', 'move between the controls; focus stays inside the open dialog'],
  ['Escape', 'closes the dialog and gives focus back to what opened it'],
];

/** By component: the folders of `packages/ui/src` that the README's table lists. */
export const COMPONENT_FACTS: Record<string, ComponentFacts> = {
  ConnectAccountModal: {
    keyboard: [
      ['Enter / Space', 'on the trigger, opens the dialog; focus moves into it'],
      ...DIALOG_KEYS,
      ['Down / Up, Enter', 'in the picker step, as ToolkitPicker'],
    ],
    computedStates: { 'connect-modal-actions': CONNECT_STATUS, 'connect-modal-status': CONNECT_STATUS },
  },
  ConnectionHealthBanner: {
    keyboard: [
      ['Tab', 'reaches each Reconnect button'],
      [
        'Enter / Space',
        "on Reconnect, opens the reconnect dialog (Escape closes it); after the last reconnect, focus stays on the page's banner area",
      ],
    ],
    computedStates: {},
  },
  ConnectionManager: {
    keyboard: [
      ['Enter / Space / Down', 'on "More actions", opens the menu on its first item (Up: on its last)'],
      ['Down / Up', 'move round the menu'],
      ['Escape', 'closes the menu, or the disconnect dialog, and gives focus back to the menu button'],
      ['Enter / Escape', 'while renaming: save / cancel'],
    ],
    computedStates: {
      'connection-manager': ['empty', 'error', 'loading', 'ready'],
      'connection-manager-account': CONNECTION_STATE,
      'connection-status': CONNECTION_STATE,
    },
    extraParts: [
      'connection-manager-menu',
      'connection-manager-menu-button',
      'connection-manager-menu-list',
      'connection-manager-toggle',
      'connection-manager-disconnect',
    ],
  },
  ConnectionRequest: {
    keyboard: [
      ['Tab', 'reaches Connect (or Reconnect), then "What can … do?"'],
      ['Enter / Space', 'on Connect, runs the connect flow; when the focused button goes away, focus moves to Try again or to the card'],
      ['Up / Down', "in the account choice, move between the user's accounts (radio buttons)"],
    ],
    computedStates: {
      'connection-request': CONNECT_STATUS,
      'connection-request-status': CONNECT_STATUS.filter((status) => status !== 'active'),
    },
  },
  FileDropzone: {
    keyboard: [
      ['Tab', 'reaches the browse button (the keyboard’s way in), then each file’s Cancel, Retry or Remove'],
      ['Enter / Space', 'on browse, opens the file chooser'],
    ],
    computedStates: {
      'file-dropzone': ['dragging', 'idle', 'uploading'],
      'file-dropzone-item': ['cancelled', 'done', 'duplicate', 'failed', 'hashing', 'queued', 'rejected', 'requesting', 'uploading'],
      'file-dropzone-progress': ['checking', 'uploading'],
    },
  },
  ToolApproval: {
    keyboard: [
      ['Tab', 'reaches Approve, Edit and Deny, and "Show the result" once answered'],
      ['Enter / Space', "on Deny, moves focus into the reason; on Edit, into the form's first field"],
      ['Escape', 'in the reason or the form, cancels and gives focus back to the button that opened it'],
    ],
    computedStates: {
      'tool-approval': ['answering', 'approved', 'denied', 'expired', 'pending'],
      'tool-approval-status': ['approved', 'denied', 'expired'],
    },
    alsoSized: ['ToolApprovalList'],
  },
  ToolForm: {
    keyboard: [
      ['Tab', 'moves field by field; a field’s problem shows once it is left'],
      ['Enter', 'in a one-line field, submits; with problems, focus goes to the first'],
    ],
    computedStates: {},
  },
  ToolkitPicker: {
    keyboard: [
      ['Down / Up', 'the next / previous option (from the search box with none active: the first / last)'],
      ['Home / End', 'the first / last option loaded'],
      ['PageDown / PageUp', 'one page of rows down / up (the rows that fit, less one)'],
      ['Enter', 'picks the active option'],
      ['Escape', 'clears the search (an empty box lets Escape through, e.g. to close the dialog)'],
    ],
    computedStates: {
      'toolkit-picker': ['error', 'loading', 'ready'],
      'toolkit-picker-list': ['empty', 'error', 'loading', 'ready', 'refreshing'],
    },
  },
  TriggerConfigForm: {
    keyboard: [
      ['Tab', 'moves field by field, then to Save, Pause / Resume and Delete'],
      ['Enter', 'in a one-line field, submits'],
      ['Enter / Space', 'on Delete, asks first; Cancel has the focus'],
    ],
    computedStates: { 'trigger-form': ['error', 'idle', 'loading', 'saving'] },
  },
};
