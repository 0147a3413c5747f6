; program input_view_output, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r138_byte () Int)
(declare-fun r138_1 () Int)
(declare-fun r138_0 () Int)
(declare-fun byte () Int)
(declare-fun w139_byte () Int)
(declare-fun w139_0 () Int)
(assert
 (let ((?x136 (+ 0 (* 4 (+ 0 (+ (* r138_0 8) (* r138_1 1)))))))
 (and (and (>= r138_0 0) (< r138_0 4)) (and (>= r138_1 0) (< r138_1 8)) (and (>= r138_byte 0) (< r138_byte 4)) (= byte (+ ?x136 r138_byte)))))
(assert
 (let (($x152 (= byte (+ (+ 0 (* 4 (+ 0 (* w139_0 1)))) w139_byte))))
 (and (and (>= w139_0 0) (< w139_0 8)) (and (>= w139_byte 0) (< w139_byte 4)) $x152)))
(assert
 (let (($x253 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x47 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x212 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x47 $x253)))
(or (or false) (not $x212))))))
(check-sat)
