/** Shown while a page's code loads. */
export function PageLoading() {
  return (
    <div className="d-flex justify-content-center align-items-center boot-splash" aria-busy="true">
      <div className="spinner-border text-primary" role="status" />
    </div>
  );
}
