# bm_app_raise.rb - raise and rescue across one method frame
class MyError < StandardError; end
def thrower(i)
  raise MyError, "e" if i % 2 == 0
  raise ArgumentError if i % 2 == 1
end
n = 0
i = 0
while i < 200_000
  begin
    thrower(i)
  rescue MyError
    n += 1
  rescue ArgumentError
    n += 2
  end
  i += 1
end
p n
