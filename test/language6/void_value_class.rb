p(class Foo; 1; end)
x = module M; 3; end
p x
p(true ? class Bar; 2; end : 0)
x = def f; end
p x
