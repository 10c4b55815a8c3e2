# bm_vm_ensure_case.rb - begin/ensure, case/when over Fixnums and Symbols
def kind(i)
  case i % 5
  when 0 then :zero
  when 1, 2 then :low
  when 3 then :three
  else :other
  end
end
n = 0
i = 0
while i < 1_000_000
  begin
    k = kind(i)
    case k
    when :zero then n += 1
    when :low then n += 2
    when String then n += 100
    else n += 3
    end
  ensure
    n += 1
  end
  i += 1
end
p n
