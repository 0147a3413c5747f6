; program returns_select, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r208_byte () Int)
(declare-fun r208_1 () Int)
(declare-fun r208_0 () Int)
(declare-fun byte () Int)
(declare-fun w209_byte () Int)
(declare-fun w209_1 () Int)
(declare-fun w209_0 () Int)
(assert
 (let ((?x880 (+ 0 (* 4 (+ 0 (+ (* r208_0 8) (* r208_1 1)))))))
 (and (and (>= r208_0 0) (< r208_0 4)) (and (>= r208_1 0) (< r208_1 8)) (and (>= r208_byte 0) (< r208_byte 4)) (= byte (+ ?x880 r208_byte)))))
(assert
 (let ((?x702 (+ 0 (* 4 (+ 0 (+ (* w209_0 8) (* w209_1 1)))))))
 (and (and (>= w209_0 0) (< w209_0 4)) (and (>= w209_1 0) (< w209_1 8)) (and (>= w209_byte 0) (< w209_byte 4)) (= byte (+ ?x702 w209_byte)))))
(assert
 (let (($x219 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x255 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x192 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x255 $x219)))
(or (or false) (not $x192))))))
(check-sat)
