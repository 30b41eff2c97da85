export function PageLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="page-load-error" role="alert">
      <p>页面加载失败，请检查网络后重试。</p>
      <button type="button" onClick={onRetry}>
        重试
      </button>
    </div>
  );
}
