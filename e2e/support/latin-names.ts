import type { Page } from '@playwright/test';

/** One accessible name or description a screen reader speaks that holds a Latin letter. */
export interface LatinName {
  role: string;
  /** Where the text came from: aria-label, title, placeholder, alt, aria-labelledby, contents… */
  source: string;
  text: string;
  /** The element's class, to find it in the markup (antd icons name themselves in theirs). */
  element: string;
}

interface AxValue {
  value?: unknown;
  sources?: { type: string; attribute?: string; superseded?: boolean; value?: AxValue }[];
}

interface AxNode {
  ignored: boolean;
  role?: AxValue;
  name?: AxValue;
  description?: AxValue;
  backendDOMNodeId?: number;
}

const latin = /[A-Za-z]/;

// Roles whose name is announced whole even when it comes from their contents: a button or link
// named by an English icon inside it reads in English.
const namedByContents = new Set(['image', 'img', 'button', 'link']);

// Genuinely not Arabic: a web address, an e-mail address (an admin's sign-in, a placeholder's
// example), and the records' own texts the caller lists.
const addresses = /\bhttps?:\/\/\S+|[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

function winningSource(value: AxValue): string {
  const source = value.sources?.find((candidate) => candidate.value && !candidate.superseded);
  if (!source) return 'contents';
  return source.attribute ?? source.type;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Whole words only: "die" (a German option) must not hide the English "audience".
function withoutData(text: string, data: readonly string[]): string {
  const longestFirst = [...data].sort((a, b) => b.length - a.length).map(escaped);
  const words = new RegExp(`(?<![A-Za-z])(?:${longestFirst.join('|')})(?![A-Za-z])`, 'g');
  return text.replace(addresses, ' ').replace(words, ' ');
}

/**
 * The names and descriptions on the page that Chromium's accessibility tree (what a screen reader
 * reads) holds with a Latin letter: an English word there is what a student hears in English.
 * `data` lists the texts the page shows from the test's own records.
 */
export async function latinNames(page: Page, data: readonly string[]): Promise<LatinName[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    const found: (LatinName & { node?: number })[] = [];
    for (const node of nodes) {
      if (node.ignored) continue;
      const role = String(node.role?.value ?? '');
      const name = node.name && String(node.name.value ?? '');
      if (node.name && name) {
        const source = winningSource(node.name);
        if (
          (source !== 'contents' || namedByContents.has(role)) &&
          latin.test(withoutData(name, data))
        ) {
          found.push({ role, source, text: name, element: '', node: node.backendDOMNodeId });
        }
      }
      const description = node.description && String(node.description.value ?? '');
      if (node.description && description && latin.test(withoutData(description, data))) {
        const source = `description: ${winningSource(node.description)}`;
        found.push({ role, source, text: description, element: '', node: node.backendDOMNodeId });
      }
    }
    return await Promise.all(
      found.map(async ({ node, ...name }) => {
        if (node === undefined) return name;
        const described = (await cdp.send('DOM.describeNode', { backendNodeId: node })) as {
          node: { localName: string; attributes?: string[] };
        };
        const attributes = described.node.attributes ?? [];
        const classAt = attributes.indexOf('class');
        const className = classAt >= 0 ? attributes[classAt + 1] : '';
        const element = `<${described.node.localName}${className ? ` class="${className}"` : ''}>`;
        return { ...name, element };
      }),
    );
  } finally {
    await cdp.detach();
  }
}
