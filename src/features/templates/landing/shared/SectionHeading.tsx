import './landing-chrome.css';

/** A landing section's heading (h2, with the id its section is labelled by) and its introduction, centred. */
export function SectionHeading({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div className="landing-heading text-center mx-auto mb-5">
      <h2 id={id} className="fw-bold mb-3">
        {title}
      </h2>
      <p className="text-body-secondary mb-0">{text}</p>
    </div>
  );
}
