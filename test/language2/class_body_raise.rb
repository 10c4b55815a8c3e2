class Foo
  class Bar
    raise "in class body"
  end
end
