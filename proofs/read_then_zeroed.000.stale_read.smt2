; program read_then_zeroed, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r620_byte () Int)
(declare-fun r620_0 () Int)
(declare-fun byte () Int)
(declare-fun w621_byte () Int)
(declare-fun w621_0 () Int)
(assert
 (let (($x25370 (= byte (+ (+ 0 (* 4 (+ 0 (* r620_0 1)))) r620_byte))))
 (and (and (>= r620_0 0) (< r620_0 32)) (and (>= r620_byte 0) (< r620_byte 4)) $x25370)))
(assert
 (let (($x497 (= byte (+ (+ 0 (* 4 (+ 0 (* w621_0 1)))) w621_byte))))
 (and (and (>= w621_0 0) (< w621_0 32)) (and (>= w621_byte 0) (< w621_byte 4)) $x497)))
(assert
 (let (($x1653 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x1653))))
(check-sat)
