# bm_vm_case_immediate.rb - case/when over Symbols and Fixnums
syms = [:add, :sub, :mul, :div, :nop]
i = 0
acc = 0
while i < 1_200_000
  case syms[i % 5]
  when :add then acc += 3
  when :sub then acc -= 1
  when :mul, :div then acc += 2
  else acc += 0
  end
  case i % 4
  when 0 then acc += 1
  when 1, 2 then acc += 2
  end
  i += 1
end
p acc
