; program read_then_zeroed, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r348_byte () Int)
(declare-fun r348_0 () Int)
(declare-fun byte () Int)
(declare-fun w349_byte () Int)
(declare-fun w349_0 () Int)
(assert
 (let (($x157 (= byte (+ (+ 0 (* 4 (+ 0 (* r348_0 1)))) r348_byte))))
 (and (and (>= r348_0 0) (< r348_0 32)) (and (>= r348_byte 0) (< r348_byte 4)) $x157)))
(assert
 (let (($x206 (= byte (+ (+ 0 (* 4 (+ 0 (* w349_0 1)))) w349_byte))))
 (and (and (>= w349_0 0) (< w349_0 32)) (and (>= w349_byte 0) (< w349_byte 4)) $x206)))
(assert
 (let (($x191 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x191))))
(check-sat)
