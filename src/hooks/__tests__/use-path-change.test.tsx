import { render } from "@testing-library/react"
import { usePathChange } from "../use-path-change"

function Probe({ path, onChange }: { path: string; onChange: () => void }) {
  usePathChange(path, onChange)
  return null
}

test("runs when the path changes, never on mount, and once per change", () => {
  const onChange = jest.fn()
  const { rerender } = render(<Probe path="/" onChange={onChange} />)
  expect(onChange).not.toHaveBeenCalled() // a menu the first tap opened stays open
  rerender(<Probe path="/" onChange={onChange} />)
  expect(onChange).not.toHaveBeenCalled()
  rerender(<Probe path="/fleet" onChange={onChange} />)
  expect(onChange).toHaveBeenCalledTimes(1)
  rerender(<Probe path="/fleet" onChange={() => onChange()} />)
  expect(onChange).toHaveBeenCalledTimes(1)
})
