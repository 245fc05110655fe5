import type { CodeBatchBody, CreatedCodeBatchResponse } from '@sabora/contract';
import { bearer, type TestContext } from './helper';

/** A batch printed through the API by the given main admin, with its codes in clear. */
export async function printCodes(
  ctx: TestContext,
  adminToken: string,
  body: Partial<CodeBatchBody> = {},
): Promise<CreatedCodeBatchResponse> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/code-batches',
    headers: bearer(adminToken),
    payload: { amount: 100, count: 3, ...body },
  });
  if (response.statusCode !== 200) throw new Error(`printing codes failed: ${response.body}`);
  return response.json<CreatedCodeBatchResponse>();
}

/** `POST /api/user/wallet/redeem` as the student, from the given address. */
export function redeem(ctx: TestContext, token: string, code: string, remoteAddress = '10.9.0.1') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/user/wallet/redeem',
    headers: bearer(token),
    payload: { code },
    remoteAddress,
  });
}
