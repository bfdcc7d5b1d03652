/**
 * The fuel filter of the fuel app (spec §9): a combobox named « Carburant » (parameter
 * currentFuel), the label « Prix » and the sublabel « Prix du {fuel} au litre ». The texts come
 * from the answer's filter definition (the server writes them in the asked locale).
 */
import type { FilterDefinition } from '../../domain/geoentity';

/** The filter. */
export function FuelFilter(props: { filter: FilterDefinition; onChange: (fuel: string) => void }) {
  const { filter } = props;
  const current = filter.values.find((v) => v.id === filter.value)?.label ?? filter.value;
  return (
    <div className="fuel-filter" data-testid="fuel-filter">
      <label className="fuel-filter-select">
        <span>{filter.shortLabel}</span>
        <select
          name={filter.parameter}
          value={filter.value}
          onChange={(event) => props.onChange(event.target.value)}
        >
          {filter.values.map((v) => (
            <option key={v.id} value={v.id}>
              {v.label}
            </option>
          ))}
        </select>
      </label>
      <p className="fuel-filter-label">
        <strong>{filter.label}</strong>
        <span data-testid="fuel-sublabel">{filter.sublabel.replace('{fuel}', current)}</span>
      </p>
    </div>
  );
}
