import { pageQuery } from '@sabora/contract';

/**
 * The longest search the API takes (the contract's list `search`, 100
 * characters). A search box stops there, so a pasted page of text is cut
 * rather than sent to be refused.
 */
export const searchMaxLength = pageQuery.search.unwrap().maxLength ?? 100;
