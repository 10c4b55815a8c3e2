# matrix.rb's errors are registered with e2mmap (Matrix.Raise fills the
# formats); Scalar's + - / ** with a Matrix or Vector fail as 1.8.7's do
require 'matrix'
def t(label)
  r = yield
  puts "#{label} => #{r.inspect.sub(/0x[0-9a-f]+/, 'X')}"
rescue Exception => e
  puts "#{label} #{e.class}: #{e.message.sub(/0x[0-9a-f]+/, 'X')}"
end
t(:new_msg) { ExceptionForMatrix::ErrDimensionMismatch.new.message }
t(:new_msg2) { ExceptionForMatrix::ErrOperationNotDefined.new.message }
t(:superclass) { ExceptionForMatrix::ErrNotRegular.superclass }
t(:m_dim) { Matrix[[1]] + Matrix[[1, 2]] }
t(:v_dim) { Vector[1] + Vector[1, 2] }
t(:v_inner) { Vector[1].inner_product(Vector[1, 2]) }
t(:singular) { Matrix[[1, 2], [2, 4]].inv }
t(:plus_num) { Matrix[[1]] + 1 }
t(:pow_float) { Matrix[[1]] ** 1.5 }
t(:raise) { Matrix.Raise(ExceptionForMatrix::ErrNotRegular) }
t(:fail) { Matrix.Fail(ExceptionForMatrix::ErrOperationNotDefined, "**") }
t(:type) { Vector.Raise(TypeError, 1, 2) }
t(:arg) { Matrix.Raise(ArgumentError, 1, 2) }
%w(+ - * / **).each do |op|
  [Vector[2], Matrix[[2]], 3].each do |o|
    t("2 #{op} #{o.inspect}") { 2.send(op, o) }
  end
end
t(:scalar_str) { Matrix::Scalar.new(2) + "x" }
t(:coerce) { Matrix[[1]].coerce(2)[0].class }
t(:v_coerce) { Vector[1].coerce(2) }
