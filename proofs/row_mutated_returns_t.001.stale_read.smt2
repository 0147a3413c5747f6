; program row_mutated_returns_t, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r266_byte () Int)
(declare-fun r266_1 () Int)
(declare-fun r266_0 () Int)
(declare-fun byte () Int)
(declare-fun w267_byte () Int)
(declare-fun w267_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s268_byte () Int)
(declare-fun s268_1 () Int)
(declare-fun s268_0 () Int)
(assert
 (let ((?x527 (+ 0 (* 4 (+ 0 (+ (* r266_0 8) (* r266_1 1)))))))
 (and (and (>= r266_0 0) (< r266_0 4)) (and (>= r266_1 0) (< r266_1 8)) (and (>= r266_byte 0) (< r266_byte 4)) (= byte (+ ?x527 r266_byte)))))
(assert
 (let (($x406 (= byte (+ (+ 0 (* 4 (+ 8 (* w267_0 1)))) w267_byte))))
 (and (and (>= w267_0 0) (< w267_0 8)) (and (>= w267_byte 0) (< w267_byte 4)) $x406)))
(assert
 (let (($x120 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (or (or false) (not $x120))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x527 (+ 0 (* 4 (+ 0 (+ (* r266_0 8) (* r266_1 1)))))))
 (= carried0 (+ ?x527 held_byte0))))
(assert
 (let ((?x278 (+ 0 (* 4 (+ 0 (+ (* s268_0 1) (* s268_1 8)))))))
(and (and (>= s268_0 0) (< s268_0 8)) (and (>= s268_1 0) (< s268_1 4)) (and (>= s268_byte 0) (< s268_byte 4)) (= carried0 (+ ?x278 s268_byte)))))
(check-sat)
