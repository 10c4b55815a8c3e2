#
#   irb/ext/loader.rb - load and source through the running irb
#
module IRB
  class LoadAbort < Exception; end

  module IrbLoader
    @RCS_ID = '-$Id$-'

    alias ruby_load load
    alias ruby_require require

    def irb_load(fn, priv = nil)
      path = search_file_from_ruby_path(fn)
      raise LoadError, "No such file to load -- #{fn}" unless path
      load_file(path, priv)
    end

    def search_file_from_ruby_path(fn)
      return fn if /^#{Regexp.quote(File::Separator)}/ =~ fn && File.exist?(fn)
      for path in $:
        if File.exist?(f = File.join(path, fn))
          return f
        end
      end
      nil
    end

    # the file's statements run in this irb's workspace, each echoed
    def source_file(path)
      irb.suspend_name(path, File.basename(path)) do
        irb.suspend_input_method(FileInputMethod.new(path)) do |back_io|
          irb.signal_status(:IN_LOAD) do
            if back_io.kind_of?(FileInputMethod)
              irb.eval_input
            else
              begin
                irb.eval_input
              rescue LoadAbort
                print "load abort!!\n"
              end
            end
          end
        end
      end
    end

    # as source_file, in a fresh workspace (a private one when PRIV)
    def load_file(path, priv = nil)
      irb.suspend_name(path, File.basename(path)) do
        if priv
          ws = WorkSpace.new(Module.new)
        else
          ws = WorkSpace.new
        end
        irb.suspend_workspace(ws) do
          irb.suspend_input_method(FileInputMethod.new(path)) do |back_io|
            irb.signal_status(:IN_LOAD) do
              if back_io.kind_of?(FileInputMethod)
                irb.eval_input
              else
                begin
                  irb.eval_input
                rescue LoadAbort
                  print "load abort!!\n"
                end
              end
            end
          end
        end
      end
    end

  end
end
