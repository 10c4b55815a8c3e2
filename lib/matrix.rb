# matrix.rb - Matrix and Vector: immutable matrices and vectors with the
# usual arithmetic, determinant, inverse, rank, transpose...

require 'e2mmap'

# The errors are registered with e2mmap, so Matrix.Raise and #Raise fill
# their formats; a dimension mismatch names the class it happened in.
module ExceptionForMatrix
  extend Exception2MessageMapper
  def_e2message(TypeError, "wrong argument type %s (expected %s)")
  def_e2message(ArgumentError, "Wrong # of arguments(%d for %d)")

  def_exception("ErrDimensionMismatch", "\#{self.name} dimension mismatch")
  def_exception("ErrNotRegular", "Not Regular Matrix")
  def_exception("ErrOperationNotDefined", "This operation(%s) can't defined")
end

class Matrix
  include ExceptionForMatrix

  private_class_method :new

  def Matrix.[](*rows)
    new(:init_rows, rows, false)
  end

  def Matrix.rows(rows, copy = true)
    new(:init_rows, rows, copy)
  end

  def Matrix.columns(columns)
    rows = (0...columns[0].size).collect { |i|
      (0...columns.size).collect { |j| columns[j][i] }
    }
    Matrix.rows(rows, false)
  end

  def Matrix.diagonal(*values)
    size = values.size
    rows = (0...size).collect { |j|
      row = Array.new(size).fill(0, 0, size)
      row[j] = values[j]
      row
    }
    rows(rows, false)
  end

  def Matrix.scalar(n, value)
    Matrix.diagonal(*Array.new(n).fill(value, 0, n))
  end

  def Matrix.identity(n)
    Matrix.scalar(n, 1)
  end
  class << Matrix
    alias unit identity
    alias I identity
  end

  def Matrix.zero(n)
    Matrix.scalar(n, 0)
  end

  def Matrix.row_vector(row)
    case row
    when Vector then Matrix.rows([row.to_a], false)
    when Array then Matrix.rows([row.dup], false)
    else Matrix.rows([[row]], false)
    end
  end

  def Matrix.column_vector(column)
    case column
    when Vector then Matrix.columns([column.to_a])
    when Array then Matrix.columns([column])
    else Matrix.columns([[column]])
    end
  end

  def initialize(init_method, *argv)
    self.send(init_method, *argv)
  end

  def init_rows(rows, copy)
    if copy
      @rows = rows.collect { |row| row.dup }
    else
      @rows = rows
    end
    self
  end
  private :init_rows

  def [](i, j)
    @rows[i][j]
  end

  def row_size
    @rows.size
  end

  def column_size
    @rows[0].size
  end

  def row(i)
    if block_given?
      @rows[i].each { |e| yield e }
    else
      Vector.elements(@rows[i])
    end
  end

  def column(j)
    if block_given?
      0.upto(row_size - 1) { |i| yield @rows[i][j] }
    else
      col = (0...row_size).collect { |i| @rows[i][j] }
      Vector.elements(col, false)
    end
  end

  def collect
    rows = @rows.collect { |row| row.collect { |e| yield e } }
    Matrix.rows(rows, false)
  end
  alias map collect

  def minor(*param)
    case param.size
    when 2
      from_row, size_row = param[0].first, param[0].end - param[0].first
      size_row += 1 unless param[0].exclude_end?
      from_col, size_col = param[1].first, param[1].end - param[1].first
      size_col += 1 unless param[1].exclude_end?
    when 4
      from_row, size_row, from_col, size_col = param
    else
      Matrix.Raise ArgumentError, param.inspect
    end
    rows = @rows[from_row, size_row].collect { |row| row[from_col, size_col] }
    Matrix.rows(rows, false)
  end

  def regular?
    square? and rank == column_size
  end

  def singular?
    not regular?
  end

  def square?
    column_size == row_size
  end

  def ==(other)
    return false unless Matrix === other
    other.compare_by_row_vectors(@rows)
  end
  alias eql? ==

  def compare_by_row_vectors(rows)
    return false unless @rows.size == rows.size
    0.upto(@rows.size - 1) { |i| return false unless @rows[i] == rows[i] }
    true
  end

  def clone
    Matrix.rows(@rows)
  end

  def hash
    value = 0
    @rows.each { |row| row.each { |e| value ^= e.hash } }
    value
  end

  def *(m)
    case m
    when Numeric
      rows = @rows.collect { |row| row.collect { |e| e * m } }
      return Matrix.rows(rows, false)
    when Vector
      m = Matrix.column_vector(m)
      r = self * m
      return r.column(0)
    when Matrix
      Matrix.Raise ErrDimensionMismatch if column_size != m.row_size
      rows = (0...row_size).collect { |i|
        (0...m.column_size).collect { |j|
          vij = 0
          0.upto(column_size - 1) { |k| vij += self[i, k] * m[k, j] }
          vij
        }
      }
      return Matrix.rows(rows, false)
    else
      x, y = m.coerce(self)
      return x * y
    end
  end

  def +(m)
    case m
    when Numeric
      Matrix.Raise ErrOperationNotDefined, "+"
    when Vector
      m = Matrix.column_vector(m)
    when Matrix
    else
      x, y = m.coerce(self)
      return x + y
    end
    Matrix.Raise ErrDimensionMismatch unless row_size == m.row_size and column_size == m.column_size
    rows = (0...row_size).collect { |i|
      (0...column_size).collect { |j| self[i, j] + m[i, j] }
    }
    Matrix.rows(rows, false)
  end

  def -(m)
    case m
    when Numeric
      Matrix.Raise ErrOperationNotDefined, "-"
    when Vector
      m = Matrix.column_vector(m)
    when Matrix
    else
      x, y = m.coerce(self)
      return x - y
    end
    Matrix.Raise ErrDimensionMismatch unless row_size == m.row_size and column_size == m.column_size
    rows = (0...row_size).collect { |i|
      (0...column_size).collect { |j| self[i, j] - m[i, j] }
    }
    Matrix.rows(rows, false)
  end

  def /(other)
    case other
    when Numeric
      rows = @rows.collect { |row| row.collect { |e| e / other } }
      return Matrix.rows(rows, false)
    when Matrix
      return self * other.inverse
    else
      x, y = other.coerce(self)
      return x / y
    end
  end

  # Gauss-Jordan elimination with partial pivoting; integer matrices
  # divide as integers.
  def inverse
    Matrix.Raise ErrDimensionMismatch unless square?
    Matrix.I(row_size).inverse_from(self)
  end
  alias inv inverse

  def inverse_from(src)
    size = row_size - 1
    a = src.to_a
    for k in 0..size
      i = k
      akk = a[k][k].abs
      for j in (k + 1)..size
        v = a[j][k].abs
        if v > akk
          i = j
          akk = v
        end
      end
      Matrix.Raise ErrNotRegular if akk == 0
      if i != k
        a[i], a[k] = a[k], a[i]
        @rows[i], @rows[k] = @rows[k], @rows[i]
      end
      akk = a[k][k]
      for ii in 0..size
        next if ii == k
        q = a[ii][k] / akk
        a[ii][k] = 0
        for j in (k + 1)..size
          a[ii][j] -= a[k][j] * q
        end
        for j in 0..size
          @rows[ii][j] -= @rows[k][j] * q
        end
      end
      for j in (k + 1)..size
        a[k][j] = a[k][j] / akk
      end
      for j in 0..size
        @rows[k][j] = @rows[k][j] / akk
      end
    end
    self
  end

  def **(other)
    if other.kind_of?(Integer)
      x = self
      if other <= 0
        x = self.inverse
        return Matrix.identity(self.column_size) if other == 0
        other = -other
      end
      z = x
      n = other - 1
      while n != 0
        while (div, mod = n.divmod(2); mod == 0)
          x = x * x
          n = div
        end
        z *= x
        n -= 1
      end
      z
    elsif other.kind_of?(Float) || (defined?(Rational) && other.kind_of?(Rational))
      Matrix.Raise ErrOperationNotDefined, "**"
    else
      Matrix.Raise ErrOperationNotDefined, "**"
    end
  end

  # The determinant; 0 for a matrix that is not square.
  # Gaussian elimination as 1.8.7 does it: each row less a multiple of
  # the pivot row, the multiple found with / (so with Integer entries the
  # quotient is truncated and the answer can be off, as in 1.8.7:
  # Matrix[[2, 3], [3, 4]].det is 2)
  def determinant
    return 0 unless square?
    size = row_size
    return 1 if size == 0
    a = to_a
    det = 1
    for k in 0...size
      if a[k][k] == 0
        i = ((k + 1)...size).find { |r| a[r][k] != 0 }
        return 0 unless i
        a[i], a[k] = a[k], a[i]
        det *= -1
      end
      akk = a[k][k]
      for i in (k + 1)...size
        q = a[i][k] / akk
        for j in (k + 1)...size
          a[i][j] -= a[k][j] * q
        end
      end
      det *= akk
    end
    det
  end
  alias det determinant

  # 1.8.7's elimination: integer quotients, no row search past the
  # square part, so rank-deficient and non-square answers are its own
  def rank
    a, rows, cols = rank_work_rows
    rank = 0
    k = 0
    begin
      akk = a[k][k]
      akk = rank_pivot(a, k, rows, cols) if akk == 0
      next if akk.equal?(:none)
      (k + 1).upto(rows - 1) do |i|
        q = a[i][k] / akk
        (k + 1).upto(cols - 1) { |j| a[i][j] -= a[k][j] * q }
      end
      rank += 1
    end while (k += 1) <= cols - 1
    rank
  end

  # the rows to eliminate (the transpose when wider than tall) and their sizes
  def rank_work_rows
    return [to_a, row_size, column_size] unless column_size > row_size
    [transpose.to_a, column_size, row_size]
  end
  private :rank_work_rows

  # a nonzero pivot for column k: a lower row swapped up, else a column
  # swapped in (searched as 1.8.7 does, with its sizes); :none when none
  def rank_pivot(a, k, rows, cols)
    i = k + 1
    i += 1 while i <= cols - 1 && a[i][k] == 0
    if i <= cols - 1
      a[i], a[k] = a[k], a[i]
      return a[k][k]
    end
    i = k + 1
    i += 1 while i <= rows - 1 && a[k][i] == 0
    return :none unless i <= rows - 1
    k.upto(cols - 1) { |j| a[j][k], a[j][i] = a[j][i], a[j][k] }
    a[k][k]
  end
  private :rank_pivot

  def trace
    tr = 0
    0.upto(column_size - 1) { |i| tr += @rows[i][i] }
    tr
  end
  alias tr trace

  def transpose
    Matrix.columns(@rows)
  end
  alias t transpose

  def coerce(other)
    case other
    when Numeric
      return Scalar.new(other), self
    else
      raise TypeError, "#{self.class} can't be coerced into #{other.class}"
    end
  end

  def row_vectors
    (0...row_size).collect { |i| row(i) }
  end

  def column_vectors
    (0...column_size).collect { |i| column(i) }
  end

  def to_a
    @rows.collect { |row| row.dup }
  end

  def to_s
    "Matrix[" + @rows.collect { |row|
      "[" + row.collect { |e| e.to_s }.join(", ") + "]"
    }.join(", ") + "]"
  end

  def inspect
    "Matrix" + @rows.inspect
  end

  # A number in arithmetic with a Matrix or Vector (what Matrix#coerce
  # answers). As in 1.8.7, only * works with a Matrix or Vector: + - /
  # and ** end in the NameError or NoMethodError 1.8.7 raises there (it
  # names a WrongArgType it never defines, an undefined _M, powered_by).
  class Scalar < Numeric
    include ExceptionForMatrix

    def initialize(value)
      @value = value
    end

    def +(other)
      case other
      when Numeric then Scalar.new(@value + other)
      when Vector, Matrix then wrong_arg_type
      else x, y = other.coerce(self); x + y
      end
    end

    def -(other)
      case other
      when Numeric then Scalar.new(@value - other)
      when Vector, Matrix then wrong_arg_type
      else x, y = other.coerce(self); x - y
      end
    end

    def *(other)
      case other
      when Numeric then Scalar.new(@value * other)
      when Vector, Matrix then other.collect { |e| @value * e }
      else x, y = other.coerce(self); x * y
      end
    end

    def /(other)
      case other
      when Numeric then Scalar.new(@value / other)
      when Vector then wrong_arg_type
      when Matrix then raise NameError.new("undefined local variable or method `_M' for #{inspect}", :_M)
      else x, y = other.coerce(self); x / y
      end
    end

    def **(other)
      case other
      when Numeric then Scalar.new(@value ** other)
      when Vector then wrong_arg_type
      when Matrix then other.powered_by(self)
      else x, y = other.coerce(self); x ** y
      end
    end

    private

    def wrong_arg_type
      raise NameError.new("uninitialized constant Matrix::Scalar::WrongArgType", :WrongArgType)
    end
  end
end

class Vector
  include ExceptionForMatrix

  private_class_method :new

  def Vector.[](*array)
    new(:init_elements, array, false)
  end

  def Vector.elements(array, copy = true)
    new(:init_elements, array, copy)
  end

  def initialize(method, array, copy)
    self.send(method, array, copy)
  end

  def init_elements(array, copy)
    @elements = copy ? array.dup : array
  end

  def [](i)
    @elements[i]
  end

  def size
    @elements.size
  end

  def each2(v)
    Vector.Raise ErrDimensionMismatch if size != v.size
    0.upto(size - 1) { |i| yield @elements[i], v[i] }
  end

  def collect2(v)
    Vector.Raise ErrDimensionMismatch if size != v.size
    (0...size).collect { |i| yield @elements[i], v[i] }
  end

  def ==(other)
    return false unless Vector === other
    other.compare_by(@elements)
  end
  alias eql? ==

  def compare_by(elements)
    @elements == elements
  end

  def clone
    Vector.elements(@elements)
  end

  def hash
    @elements.hash
  end

  def *(x)
    case x
    when Numeric
      els = @elements.collect { |e| e * x }
      Vector.elements(els, false)
    when Matrix
      Matrix.column_vector(self) * x
    else
      s, x = x.coerce(self)
      s * x
    end
  end

  def +(v)
    case v
    when Vector
      Vector.Raise ErrDimensionMismatch if size != v.size
      els = collect2(v) { |v1, v2| v1 + v2 }
      Vector.elements(els, false)
    when Matrix
      Matrix.column_vector(self) + v
    else
      s, x = v.coerce(self)
      s + x
    end
  end

  def -(v)
    case v
    when Vector
      Vector.Raise ErrDimensionMismatch if size != v.size
      els = collect2(v) { |v1, v2| v1 - v2 }
      Vector.elements(els, false)
    when Matrix
      Matrix.column_vector(self) - v
    else
      s, x = v.coerce(self)
      s - x
    end
  end

  def inner_product(v)
    Vector.Raise ErrDimensionMismatch if size != v.size
    p = 0
    each2(v) { |v1, v2| p += v1 * v2 }
    p
  end

  def collect
    els = @elements.collect { |v| yield v }
    Vector.elements(els, false)
  end
  alias map collect

  def map2(v)
    els = collect2(v) { |v1, v2| yield v1, v2 }
    Vector.elements(els, false)
  end

  def r
    v = 0
    for e in @elements
      v += e * e
    end
    Math.sqrt(v)
  end

  def covector
    Matrix.row_vector(self)
  end

  def to_a
    @elements.dup
  end

  # 1.8.7's Vector has no Scalar: coercing a number fails with NameError
  # (so a number times a Vector is a TypeError, as in 1.8.7)
  def coerce(other)
    case other
    when Numeric
      raise NameError.new("uninitialized constant Vector::Scalar", :Scalar)
    else
      raise TypeError, "#{self.class} can't be coerced into #{other.class}"
    end
  end

  def to_s
    "Vector[" + @elements.join(", ") + "]"
  end

  def inspect
    "Vector" + @elements.inspect
  end
end
