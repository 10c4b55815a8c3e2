# runit/topublic.rb - RUNIT::ToPublic, kept for old RUNIT programs; in
# 1.8.7 it adds no methods.

module RUNIT
  module ToPublic
  end
end
