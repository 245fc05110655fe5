import { afterEach, describe, expect, it } from 'vitest';
import { examLinkOf } from './exam-link-switch';

// jsdom's page: links resolve against its origin, as in the browser.
const { origin } = window.location;
const courses = new URL('/courses', origin);

/** A click on a fresh link, as the document's capture listener sees it. */
function clickOn(
  href: string,
  { attrs = {}, init = {}, prevented = false, inner = false } = {} as {
    attrs?: Record<string, string>;
    init?: MouseEventInit;
    prevented?: boolean;
    inner?: boolean;
  },
): MouseEvent {
  const link = document.createElement('a');
  link.setAttribute('href', href);
  for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, value);
  const label = document.createElement('span');
  link.append(label);
  document.body.append(link);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  if (prevented) event.preventDefault();
  (inner ? label : link).dispatchEvent(event);
  return event;
}

afterEach(() => document.body.replaceChildren());

describe('which clicks switch to a waiting version before an exam (decision 0198)', () => {
  it('a plain click on a link to an exam, on the link or inside it', () => {
    expect(examLinkOf(clickOn('/exam/e1'), courses)?.pathname).toBe('/exam/e1');
    expect(examLinkOf(clickOn('/exam/e1', { inner: true }), courses)?.pathname).toBe('/exam/e1');
    expect(examLinkOf(clickOn(`${origin}/exam/e1/`), courses)?.pathname).toBe('/exam/e1/');
    expect(examLinkOf(clickOn('/exam/e1', { attrs: { target: '_self' } }), courses)).not.toBeNull();
  });

  it('no link to an exam: other pages, another site', () => {
    expect(examLinkOf(clickOn('/courses/c1'), courses)).toBeNull();
    expect(examLinkOf(clickOn('/exam/e1/results'), courses)).toBeNull();
    expect(examLinkOf(clickOn('https://elsewhere.test/exam/e1'), courses)).toBeNull();
  });

  it('no plain click: modifier keys, another button, another tab, a download, handled already', () => {
    for (const key of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'])
      expect(examLinkOf(clickOn('/exam/e1', { init: { [key]: true } }), courses)).toBeNull();
    expect(examLinkOf(clickOn('/exam/e1', { init: { button: 1 } }), courses)).toBeNull();
    expect(examLinkOf(clickOn('/exam/e1', { attrs: { target: '_blank' } }), courses)).toBeNull();
    expect(examLinkOf(clickOn('/exam/e1', { attrs: { download: '' } }), courses)).toBeNull();
    expect(examLinkOf(clickOn('/exam/e1', { prevented: true }), courses)).toBeNull();
  });

  it('never from the exam page itself', () => {
    expect(examLinkOf(clickOn('/exam/e2'), new URL('/exam/e1', origin))).toBeNull();
  });

  it('not a click on anything but a link', () => {
    const event = new MouseEvent('click', { bubbles: true, button: 0 });
    document.body.dispatchEvent(event);
    expect(examLinkOf(event, courses)).toBeNull();
  });
});
