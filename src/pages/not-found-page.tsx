import { notFoundTitle } from '../config/routes';
import { InAppLink, usePageShown } from '../router/react';

export function NotFoundPage() {
  usePageShown(notFoundTitle, '您要找的页面不存在，可以从首页继续浏览。');
  return (
    <article className="page">
      <h1 tabIndex={-1}>{notFoundTitle}</h1>
      <p>您要找的页面不存在，可能是地址输入有误，或页面已经调整。</p>
      <p>
        <InAppLink href="#/index">返回首页</InAppLink>
      </p>
    </article>
  );
}
