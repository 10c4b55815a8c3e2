# bm_so_matrix.rb - matrix multiplication with nested arrays
def mkmatrix(rows, cols)
  count = 1
  Array.new(rows) { Array.new(cols) { count += 1 } }
end
def mmult(rows, cols, m1, m2)
  m3 = []
  rows.times do |i|
    row = []
    cols.times do |j|
      val = 0
      cols.times { |k| val += m1[i][k] * m2[k][j] }
      row << val
    end
    m3 << row
  end
  m3
end
size = 30
m1 = mkmatrix(size, size)
m2 = mkmatrix(size, size)
mm = nil
60.times { mm = mmult(size, size, m1, m2) }
p mm[0][0], mm[2][3], mm[-1][-1]
