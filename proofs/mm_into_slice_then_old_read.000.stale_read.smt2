; program mm_into_slice_then_old_read, mul.self: stale read (slice_scatter reads arg0_1 vs mul self=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r711_byte () Int)
(declare-fun r711_1 () Int)
(declare-fun r711_0 () Int)
(declare-fun byte () Int)
(declare-fun w712_byte () Int)
(declare-fun w712_1 () Int)
(declare-fun w712_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s713_byte () Int)
(declare-fun s713_1 () Int)
(declare-fun s713_0 () Int)
(assert
 (let ((?x502 (+ 0 (* 4 (+ 0 (+ (* r711_0 7) (* r711_1 1)))))))
 (and (and (>= r711_0 0) (< r711_0 8)) (and (>= r711_1 0) (< r711_1 7)) (and (>= r711_byte 0) (< r711_byte 4)) (= byte (+ ?x502 r711_byte)))))
(assert
 (let ((?x786 (+ 0 (* 4 (+ 0 (+ (* w712_0 7) (* w712_1 1)))))))
 (and (and (>= w712_0 0) (< w712_0 4)) (and (>= w712_1 0) (< w712_1 7)) (and (>= w712_byte 0) (< w712_byte 4)) (= byte (+ ?x786 w712_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x502 (+ 0 (* 4 (+ 0 (+ (* r711_0 7) (* r711_1 1)))))))
 (= observed (+ ?x502 held_byte))))
(assert
 (let ((?x464 (+ 0 (* 4 (+ 0 (+ (* s713_0 7) (* s713_1 1)))))))
 (and (and (>= s713_0 0) (< s713_0 8)) (and (>= s713_1 0) (< s713_1 7)) (and (>= s713_byte 0) (< s713_byte 4)) (= observed (+ ?x464 s713_byte)))))
(assert
 (let (($x155 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x390 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x629 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 4) $x390 $x155)))
(or (or false) (not $x629))))))
(check-sat)
