; program row_mutated_returns_t, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r251_byte () Int)
(declare-fun r251_1 () Int)
(declare-fun r251_0 () Int)
(declare-fun byte () Int)
(declare-fun w252_byte () Int)
(declare-fun w252_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s253_byte () Int)
(declare-fun s253_1 () Int)
(declare-fun s253_0 () Int)
(assert
 (let ((?x1078 (+ 0 (* 4 (+ 0 (+ (* r251_0 8) (* r251_1 1)))))))
 (and (and (>= r251_0 0) (< r251_0 4)) (and (>= r251_1 0) (< r251_1 8)) (and (>= r251_byte 0) (< r251_byte 4)) (= byte (+ ?x1078 r251_byte)))))
(assert
 (let (($x945 (= byte (+ (+ 0 (* 4 (+ 8 (* w252_0 1)))) w252_byte))))
 (and (and (>= w252_0 0) (< w252_0 8)) (and (>= w252_byte 0) (< w252_byte 4)) $x945)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1078 (+ 0 (* 4 (+ 0 (+ (* r251_0 8) (* r251_1 1)))))))
 (= observed (+ ?x1078 held_byte))))
(assert
 (let ((?x1149 (+ 0 (* 4 (+ 0 (+ (* s253_0 1) (* s253_1 8)))))))
 (and (and (>= s253_0 0) (< s253_0 8)) (and (>= s253_1 0) (< s253_1 4)) (and (>= s253_byte 0) (< s253_byte 4)) (= observed (+ ?x1149 s253_byte)))))
(assert
 (let (($x54 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x54))))
(check-sat)
