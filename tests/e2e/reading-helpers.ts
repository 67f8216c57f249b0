/** Steps the desktop's and the phone's reading journeys share: their bars and boxes differ in kit only. */
import type { Locator, Page } from 'playwright-core';

/** 赞 then 收藏 on a post's bar (both at 0), each until its count and pressed state show. */
export async function likeAndCollect(bar: Locator): Promise<void> {
  for (const label of ['赞', '收藏']) {
    await bar.getByRole('button', { name: `${label} 0` }).click();
    await bar.getByRole('button', { name: `${label} 1`, pressed: true }).waitFor();
  }
}

/** Writes `text` in the 评论内容 box within `box` and sends it with 发布. */
export async function sendComment(box: Page | Locator, text: string): Promise<void> {
  await box.getByRole('textbox', { name: '评论内容' }).fill(text);
  await box.getByRole('button', { name: '发布', exact: true }).click();
}

/** 回复 under `comment`, then `text` in the 回复内容 box within `box` (the comment, or the page's sheet), sent. */
export async function replyTo(comment: Locator, box: Page | Locator, text: string): Promise<void> {
  await comment.getByRole('button', { name: '回复', exact: true }).first().click();
  await box.getByRole('textbox', { name: '回复内容' }).fill(text);
  await box.getByRole('button', { name: '回复', exact: true }).last().click();
}
