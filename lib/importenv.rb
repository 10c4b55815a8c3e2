# importenv.rb - a global variable for each environment variable
# ($HOME for ENV['HOME']); assigning the global sets the variable.

warn "Warning:#{caller(1)[0].sub(/:in `.*'\z/, '')}: importenv is deprecated after Ruby 1.8.1 (no replacement)"

for k, v in ENV
  next unless /\A[a-zA-Z][_a-zA-Z0-9]*\z/ =~ k
  eval <<EOS
  $#{k} = v
  trace_var "$#{k}", proc { |val|
    ENV[%q!#{k}!] = val
    $#{k} = val
    if val == nil
      untrace_var "$#{k}"
    end
  }
EOS
end
