; program result_read_then_overwritten, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r20_byte () Int)
(declare-fun r20_0 () Int)
(declare-fun byte () Int)
(declare-fun w21_byte () Int)
(declare-fun w21_0 () Int)
(assert
 (let (($x156 (= byte (+ (+ 0 (* 4 (+ 0 (* r20_0 1)))) r20_byte))))
 (and (and (>= r20_0 0) (< r20_0 16)) (and (>= r20_byte 0) (< r20_byte 4)) $x156)))
(assert
 (let (($x127 (= byte (+ (+ 0 (* 4 (+ 0 (* w21_0 1)))) w21_byte))))
 (and (and (>= w21_0 0) (< w21_0 16)) (and (>= w21_byte 0) (< w21_byte 4)) $x127)))
(assert
 (let (($x158 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x158))))
(check-sat)
