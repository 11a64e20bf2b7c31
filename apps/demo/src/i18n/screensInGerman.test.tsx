import { connectAccount } from '@patchbay/server/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import { ToolCallView } from '../assistant/ToolCallView';
import { fileKind } from '../files/fileKind';
import { serveDemoInProcess } from '../testing/serveDemoInProcess';
import { stubEventSource } from '../testing/stubEventSource';
import { LANGUAGE_STORAGE_KEY } from './chooseLanguage';
import { DemoLanguageProvider } from './DemoLanguageContext';
import { de } from './messages/de';
import { en } from './messages/en';

const demo = serveDemoInProcess();

beforeEach(stubEventSource);

afterEach(() => {
  // What apps/demo/index.html gives the page.
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute('dir');
});

describe('the screens around the admin area in German', () => {
  it("names a sandbox app's trigger by its event in German", async () => {
    const { kit } = demo();
    const account = await connectAccount(kit, { userId: 'ada', toolkit: 'patchbay_noauth_demo' });
    await kit.client.triggerInstances.upsert('PATCHBAY_NOAUTH_DEMO_TASK_CREATED', {
      connected_account_id: account.id,
      trigger_config: { project: 'inbox' },
    });
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${de.signIn.signInAs} Ada Lovelace`) }));
    const tabs = await screen.findByRole('navigation', { name: de.integrations.tabsLabel });
    await user.click(within(tabs).getByRole('link', { name: de.integrations.tabs.triggers }));

    const list = await screen.findByRole('list', { name: de.triggers.list });
    expect(await within(list).findByText(de.triggers.eventOf(de.triggers.events.taskCreated, 'Acme Status'))).toBeTruthy();
    expect(list.textContent).not.toContain(en.triggers.events.taskCreated);
  });

  it("labels a tool call's name, arguments and result in German", () => {
    render(
      <DemoLanguageProvider language="de" shownLanguage="de" messages={de} choose={() => undefined}>
        <ToolCallView
          call={{ type: 'tool_call', id: 1, name: 'PATCHBAY_SEARCH_TOOLS', arguments: { queries: [] } }}
          result={{ type: 'tool_result', id: 1, isError: false, result: { tools: [] } }}
        />
      </DemoLanguageProvider>,
    );
    // Each label opens its line: the tool's name, then the arguments and the result below (as sent).
    const labels = [...document.querySelectorAll('.demo-tool-call__body > p')].map((line) => line.firstChild?.textContent?.trim());
    expect(labels).toEqual([de.assistant.callTool, de.assistant.callArguments, de.assistant.callResult]);
    const shown = document.body.textContent ?? '';
    for (const label of [en.assistant.callArguments, en.assistant.callResult]) expect(shown).not.toContain(label);
  });

  it("names a file's kind in German", () => {
    expect(fileKind('image/png', 'logo.png', de.files.kinds)).toBe(de.files.kinds.image('PNG'));
    expect(fileKind('image/png', 'logo.png', de.files.kinds)).not.toContain(en.files.kinds.image('PNG'));
    expect(fileKind('application/octet-stream', 'notes.docx', de.files.kinds)).toBe(de.files.kinds.ofExtension('DOCX'));
  });
});
