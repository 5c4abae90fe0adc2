/** A labelled choice of one enterprise among those a page may show (the payroll, the staff register). */
export function EnterpriseSelect({ id, label, enterprises, value, onChange }: { id: string; label: string; enterprises: readonly { id: number; name: string }[]; value: number | undefined; onChange(id: number): void }) {
  return (
    <div>
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      <select id={id} className="form-select" value={value ?? ''} onChange={(event) => onChange(Number(event.target.value))}>
        {enterprises.map((one) => (
          <option key={one.id} value={one.id}>
            {one.name}
          </option>
        ))}
      </select>
    </div>
  );
}
