/**
 * A data table's caption, there for screen readers (WCAG H39), and its column headers (each
 * <th scope="col">, WCAG H63), in the visitor's language. The caption, when given, comes first:
 * HTML allows it only as the table's first child.
 */
export function TableHead({ caption, columns }: { caption?: string; columns: string[] }) {
  return (
    <>
      {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
