/** The header row of a plain admin table: the columns named in `numeric` line up right, like their figures. */
export function TableHead({ columns, numeric = [] }: { columns: readonly string[]; numeric?: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={numeric.includes(column) ? 'admin-num' : undefined}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
